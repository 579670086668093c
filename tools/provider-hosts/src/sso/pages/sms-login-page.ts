import { html } from '../../http/html';
import { SSO_BRAND, renderDocument } from './layout';
import { SMS_CODE_HINT, fieldState, formAlert, loginTabs, maskPhone, pageHref } from './form-parts';
import type { FormError } from './form-parts';

export type SmsLoginPageProps = {
  backUrl: string;
  /** `phone`: ask for the phone; `code`: a code was requested, ask for it. */
  step: 'phone' | 'code';
  phone?: string;
  error?: FormError;
};

export const SMS_LOGIN_FIELD_LABELS: Record<string, string> = { phone: '手机号', code: '验证码', backUrl: '返回地址' };

/** Sent or not (unknown phone), the page says the same, so it tells nobody whether the phone has an account. */
export function codeSentNotice(phone: string): string {
  return `如该手机号已注册，验证码已发送至 ${maskPhone(phone)}，5 分钟内有效。`;
}

export function renderSmsLoginPage({ backUrl, step, phone = '', error }: SmsLoginPageProps): string {
  const phoneStep = html`<form method="post" action="/login/sms/code" ${error ? html`aria-describedby="form-error"` : ''}>
<input type="hidden" name="backUrl" value="${backUrl}">
<div class="field">
<label for="phone">手机号</label>
<input id="phone" name="phone" type="tel" inputmode="numeric" value="${phone}" autocomplete="tel" required pattern="1[3-9][0-9]{9}" maxlength="11" ${fieldState('phone', error, 'phone-hint')}>
<p class="hint" id="phone-hint">注册时填写的 11 位手机号</p>
</div>
<button type="submit" class="button">获取验证码</button>
</form>`;
  const codeStep = html`${error ? '' : html`<p class="notice" role="status">${codeSentNotice(phone)}</p>`}
<form method="post" action="/login/sms" ${error ? html`aria-describedby="form-error"` : ''}>
<input type="hidden" name="backUrl" value="${backUrl}">
<div class="field">
<label for="phone">手机号</label>
<input id="phone" name="phone" type="tel" value="${phone}" readonly ${fieldState('phone', error, 'phone-hint')}>
<p class="hint" id="phone-hint"><a href="${pageHref('/login/sms', backUrl)}">更换手机号</a></p>
</div>
<div class="field">
<label for="code">验证码</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" required pattern="[0-9]{6}" maxlength="6" ${fieldState('code', error, 'code-hint')}>
<p class="hint" id="code-hint">${SMS_CODE_HINT}</p>
</div>
<button type="submit" class="button">登录</button>
</form>
<form method="post" action="/login/sms/code" class="secondary-form">
<input type="hidden" name="backUrl" value="${backUrl}">
<input type="hidden" name="phone" value="${phone}">
<button type="submit" class="button secondary">重新获取验证码</button>
</form>`;
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
