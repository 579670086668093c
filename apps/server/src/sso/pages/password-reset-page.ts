import { html } from '../../http/html';
import { SSO_BRAND, renderDocument } from './layout';
import { NEW_PASSWORD, NEW_PASSWORD_HINT, fieldState, formAlert, pageHref, resendCodeForm, smsCodeFields, smsPhoneStep } from './form-parts';
import type { FormError } from './form-parts';

export type PasswordResetPageProps = {
  backUrl: string;
  /** `phone`: ask for the registered phone; `code`: ask for the code and the new password twice. */
  step: 'phone' | 'code';
  phone?: string;
  error?: FormError;
};

export const PASSWORD_RESET_FIELD_LABELS: Record<string, string> = {
  phone: '手机号',
  code: '验证码',
  password: '新密码',
  passwordConfirm: '确认新密码',
  backUrl: '返回地址',
};

export const PASSWORD_MISMATCH_MESSAGE = '两次输入的新密码不一致';

const TITLE = '统一身份认证 - 忘记密码';

export function renderPasswordResetPage({ backUrl, step, phone = '', error }: PasswordResetPageProps): string {
  const phoneStep = smsPhoneStep({ action: '/forgot-password/code', backUrl, phone, error, hint: '注册时填写的 11 位手机号，我们将向它发送验证码' });
  const code = smsCodeFields({ phone, error, changePhoneHref: pageHref('/forgot-password', backUrl), phoneAutocomplete: 'username' });
  const codeStep = html`${code.notice}
<form method="post" action="/forgot-password" ${error ? html`aria-describedby="form-error"` : ''}>
<input type="hidden" name="backUrl" value="${backUrl}">
${code.fields}
<div class="field">
<label for="password">新密码</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${NEW_PASSWORD.minLength}" maxlength="${NEW_PASSWORD.maxLength}" ${fieldState('password', error, 'password-hint')}>
<p class="hint" id="password-hint">${NEW_PASSWORD_HINT}</p>
</div>
<div class="field">
<label for="passwordConfirm">确认新密码</label>
<input id="passwordConfirm" name="passwordConfirm" type="password" autocomplete="new-password" required maxlength="${NEW_PASSWORD.maxLength}" ${fieldState('passwordConfirm', error, 'password-confirm-hint')}>
<p class="hint" id="password-confirm-hint">再次输入新密码</p>
</div>
<button type="submit" class="button">重置密码</button>
</form>
${resendCodeForm('/forgot-password/code', backUrl, phone)}`;
  return renderDocument({
    title: TITLE,
    brand: SSO_BRAND,
    body: html`<div class="card">
<h1>忘记密码</h1>
${formAlert(error)}
${step === 'phone' ? phoneStep : codeStep}
<p class="links"><a href="${pageHref('/login', backUrl)}">返回登录</a></p>
</div>`,
  });
}

export function renderPasswordResetDonePage({ backUrl }: { backUrl: string }): string {
  return renderDocument({
    title: `${TITLE} - 已重置`,
    brand: SSO_BRAND,
    body: html`<div class="card">
<h1>密码已重置</h1>
<p class="notice" role="status">新密码已生效，此前的登录状态均已失效，请使用新密码登录。</p>
<a class="button" href="${pageHref('/login', backUrl)}">使用新密码登录</a>
</div>`,
  });
}
