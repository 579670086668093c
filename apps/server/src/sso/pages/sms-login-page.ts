import { html } from '../../http/html';
import { SSO_BRAND, renderDocument } from './layout';
import { formAlert, loginTabs, pageHref, resendCodeForm, smsCodeFields, smsPhoneStep } from './form-parts';
import type { FormError } from './form-parts';

export type SmsLoginPageProps = {
  backUrl: string;
  /** `phone`: ask for the phone; `code`: a code was requested, ask for it. */
  step: 'phone' | 'code';
  phone?: string;
  error?: FormError;
};

export const SMS_LOGIN_FIELD_LABELS: Record<string, string> = { phone: '手机号', code: '验证码', backUrl: '返回地址' };

export function renderSmsLoginPage({ backUrl, step, phone = '', error }: SmsLoginPageProps): string {
  const phoneStep = smsPhoneStep({ action: '/login/sms/code', backUrl, phone, error, hint: '注册时填写的 11 位手机号' });
  const code = smsCodeFields({ phone, error, changePhoneHref: pageHref('/login/sms', backUrl) });
  const codeStep = html`${code.notice}
<form method="post" action="/login/sms" ${error ? html`aria-describedby="form-error"` : ''}>
<input type="hidden" name="backUrl" value="${backUrl}">
${code.fields}
<button type="submit" class="button">登录</button>
</form>
${resendCodeForm('/login/sms/code', backUrl, phone)}`;
  return renderDocument({
    title: '统一身份认证 - 短信验证码登录',
    brand: SSO_BRAND,
    body: html`<div class="card">
<h1>账号登录</h1>
${loginTabs(backUrl, 'sms')}
${formAlert(error)}
${step === 'phone' ? phoneStep : codeStep}
<p class="links">还没有账号？<a href="${pageHref('/register', backUrl)}">注册</a></p>
</div>`,
  });
}
