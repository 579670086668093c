import { html } from '../../http/html';
import type { SafeHtml } from '../../http/html';
import { SSO_SCHEMA_LIMITS } from '@smes/contract-types';

/** A form's one error: the message shown above the form, and the field it is about (when one is). */
export type FormError = { message: string; field?: string };

/** The registration password rule (contract `NewPassword`), shown and enforced alike wherever a password is chosen. */
export const NEW_PASSWORD = SSO_SCHEMA_LIMITS.RegisterForm.password;
export const NEW_PASSWORD_HINT = `${NEW_PASSWORD.minLength}-${NEW_PASSWORD.maxLength} 位`;

export const SMS_CODE_HINT = '短信中的 6 位数字，5 分钟内有效';

export function formAlert(error: FormError | undefined): SafeHtml | '' {
  return error ? html`<p class="alert" role="alert" id="form-error">${error.message}</p>` : '';
}

/**
 * `aria-describedby` (the field's hint, plus the error when it is about this field) and `aria-invalid`,
 * so a screen reader hears the error on the field it concerns.
 */
export function fieldState(name: string, error: FormError | undefined, hintId?: string): SafeHtml {
  const invalid = error?.field === name;
  const ids = [hintId, invalid ? 'form-error' : undefined].filter(Boolean).join(' ');
  return html`${ids ? html`aria-describedby="${ids}" ` : ''}aria-invalid="${invalid ? 'true' : 'false'}"`;
}

/** 13800138000 → 138****8000: enough for the user to recognise, no more. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

export function pageHref(path: string, backUrl: string): string {
  return `${path}?backUrl=${encodeURIComponent(backUrl)}`;
}

/** The two ways to log in, as two links (no script): 密码登录 and 短信验证码登录. */
export function loginTabs(backUrl: string, current: 'password' | 'sms'): SafeHtml {
  const tab = (kind: 'password' | 'sms', path: string, label: string) =>
    html`<a href="${pageHref(path, backUrl)}" ${current === kind ? html`aria-current="page"` : ''}>${label}</a>`;
  return html`<nav class="tabs" aria-label="登录方式">${tab('password', '/login', '密码登录')}${tab('sms', '/login/sms', '短信验证码登录')}</nav>`;
}
