import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE, passwordRuleProblem } from './password-rule';

describe('passwordRuleProblem', () => {
  it('states the contract rule', () => {
    expect(PASSWORD_RULE.text).toBe('8-64 位，且同时包含字母和数字，不能与当前密码相同');
  });

  it('names the first unmet part', () => {
    expect(passwordRuleProblem('ab12')).toBe('新密码至少 8 位');
    expect(passwordRuleProblem(`a1${'x'.repeat(63)}`)).toBe('新密码最多 64 位');
    expect(passwordRuleProblem('abcdefgh')).toBe('新密码须同时包含字母和数字');
    expect(passwordRuleProblem('12345678')).toBe('新密码须同时包含字母和数字');
    expect(passwordRuleProblem('Better2027x')).toBeUndefined();
  });
});
