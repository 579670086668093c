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

/** Sent or not (unknown phone), the page says the same, so it tells nobody whether the phone has an account. */
export function codeSentNotice(phone: string): string {
  return `如该手机号已注册，验证码已发送至 ${maskPhone(phone)}，5 分钟内有效。`;
}

/** The first step of an SMS-code flow (code login, password reset): the phone, then 获取验证码. */
export function smsPhoneStep({ action, backUrl, phone, error, hint }: { action: string; backUrl: string; phone: string; error: FormError | undefined; hint: string }): SafeHtml {
  return html`<form method="post" action="${action}" ${error ? html`aria-describedby="form-error"` : ''}>
<input type="hidden" name="backUrl" value="${backUrl}">
<div class="field">
<label for="phone">手机号</label>
<input id="phone" name="phone" type="tel" inputmode="numeric" value="${phone}" autocomplete="tel" required pattern="1[3-9][0-9]{9}" maxlength="11" ${fieldState('phone', error, 'phone-hint')}>
<p class="hint" id="phone-hint">${hint}</p>
</div>
<button type="submit" class="button">获取验证码</button>
</form>`;
}

/** The second step's notice and its first fields: the phone the code went to (changeable) and the code. */
export function smsCodeFields({ phone, error, changePhoneHref, phoneAutocomplete }: { phone: string; error: FormError | undefined; changePhoneHref: string; phoneAutocomplete?: string }): {
  notice: SafeHtml | '';
  fields: SafeHtml;
} {
  return {
    notice: error ? '' : html`<p class="notice" role="status">${codeSentNotice(phone)}</p>`,
    fields: html`<div class="field">
<label for="phone">手机号</label>
<input id="phone" name="phone" type="tel" value="${phone}" ${phoneAutocomplete ? html`autocomplete="${phoneAutocomplete}" ` : ''}readonly ${fieldState('phone', error, 'phone-hint')}>
<p class="hint" id="phone-hint"><a href="${changePhoneHref}">更换手机号</a></p>
</div>
<div class="field">
<label for="code">验证码</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" required pattern="[0-9]{6}" maxlength="6" ${fieldState('code', error, 'code-hint')}>
<p class="hint" id="code-hint">${SMS_CODE_HINT}</p>
</div>`,
  };
}

/** 重新获取验证码: asks for a new code for the same phone. */
export function resendCodeForm(action: string, backUrl: string, phone: string): SafeHtml {
  return html`<form method="post" action="${action}" class="secondary-form">
<input type="hidden" name="backUrl" value="${backUrl}">
<input type="hidden" name="phone" value="${phone}">
<button type="submit" class="button secondary">重新获取验证码</button>
</form>`;
}
