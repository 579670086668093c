import type { RegistrationType } from '../../domain/users';
import { html } from '../../http/html';
import { SSO_BRAND, renderDocument } from './layout';
import { NEW_PASSWORD, NEW_PASSWORD_HINT, fieldState, formAlert, pageHref } from './form-parts';
import type { FormError } from './form-parts';

export type RegisterPageProps = {
  backUrl: string;
  phone?: string;
  enterpriseName?: string;
  userType?: RegistrationType;
  /** The consent box stays ticked when the form comes back for another reason. */
  agreed?: boolean;
  error?: FormError;
};

export const AGREEMENT_REQUIRED_MESSAGE = '请阅读并同意《用户协议》和《隐私政策》';

export const REGISTER_FIELD_LABELS: Record<string, string> = {
  phone: '手机号',
  password: '密码',
  enterpriseName: '企业名称',
  userType: '账号类型',
  agree: '用户协议与隐私政策',
  backUrl: '返回地址',
};

export function renderRegisterPage({
  backUrl,
  phone = '',
  enterpriseName = '',
  userType = 'enterprise',
  agreed = false,
  error,
}: RegisterPageProps): string {
  const loginHref = pageHref('/login', backUrl);
  const choice = (value: RegistrationType, label: string) =>
    html`<label><input type="radio" name="userType" value="${value}" ${userType === value ? html`checked` : ''}>${label}</label>`;
  return renderDocument({
    title: '统一身份认证 - 注册',
    brand: SSO_BRAND,
    body: html`<div class="card">
<h1>注册账号</h1>
${formAlert(error)}
<form method="post" action="/register" ${error ? html`aria-describedby="form-error"` : ''}>
<input type="hidden" name="backUrl" value="${backUrl}">
<div class="field">
<label for="phone">手机号</label>
<input id="phone" name="phone" type="tel" inputmode="numeric" value="${phone}" autocomplete="tel" required pattern="1[3-9][0-9]{9}" maxlength="11" ${fieldState('phone', error, 'phone-hint')}>
<p class="hint" id="phone-hint">11 位中国大陆手机号，注册后作为登录账号</p>
</div>
<div class="field">
<label for="password">密码</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${NEW_PASSWORD.minLength}" maxlength="${NEW_PASSWORD.maxLength}" ${fieldState('password', error, 'password-hint')}>
<p class="hint" id="password-hint">${NEW_PASSWORD_HINT}</p>
</div>
<div class="field">
<label for="enterpriseName">企业名称</label>
<input id="enterpriseName" name="enterpriseName" type="text" value="${enterpriseName}" autocomplete="organization" required minlength="2" maxlength="100" ${fieldState('enterpriseName', error)}>
</div>
<fieldset>
<legend>账号类型</legend>
<div class="choices">${choice('enterprise', '企业')}${choice('org', '服务机构')}</div>
</fieldset>
<div class="field consent">
<input id="agree" name="agree" type="checkbox" value="yes" aria-required="true" ${agreed ? html`checked` : ''} ${fieldState('agree', error, 'agree-hint')}>
<label for="agree">我已阅读并同意<a href="${pageHref('/agreements/user', backUrl)}" target="_blank" rel="noopener">《用户协议》</a>和<a href="${pageHref('/agreements/privacy', backUrl)}" target="_blank" rel="noopener">《隐私政策》</a></label>
<p class="hint" id="agree-hint">协议在新窗口打开，已填写的内容不会丢失</p>
</div>
<button type="submit" class="button">注册</button>
</form>
<p class="links">已有账号？<a href="${loginHref}">登录</a></p>
</div>`,
  });
}
