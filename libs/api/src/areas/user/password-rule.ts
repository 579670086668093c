import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';

const NEW_PASSWORD = PORTAL_SCHEMA_LIMITS.PasswordChangeRequest.newPassword;
const pattern = new RegExp(NEW_PASSWORD.pattern, 'u');

/**
 * The new-password rule of 账号设置, read from the contract (`PasswordChangeRequest.newPassword`), which the
 * stand-in enforces with the same schema: the screen states it and checks it before sending, and cannot drift.
 */
export const PASSWORD_RULE = {
  minLength: NEW_PASSWORD.minLength,
  maxLength: NEW_PASSWORD.maxLength,
  text: `${NEW_PASSWORD.minLength}-${NEW_PASSWORD.maxLength} 位，且同时包含字母和数字，不能与当前密码相同`,
} as const;

/** The first unmet part of the rule in Chinese, or undefined when the password meets it. */
export function passwordRuleProblem(password: string): string | undefined {
  if (password.length < PASSWORD_RULE.minLength) return `新密码至少 ${PASSWORD_RULE.minLength} 位`;
  if (password.length > PASSWORD_RULE.maxLength) return `新密码最多 ${PASSWORD_RULE.maxLength} 位`;
  if (!pattern.test(password)) return '新密码须同时包含字母和数字';
  return undefined;
}
