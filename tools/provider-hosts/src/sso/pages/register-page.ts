import type { RegistrationType } from '../../domain/users';
import { html } from '../../http/html';
import { SSO_BRAND, renderDocument } from './layout';

export type RegisterPageProps = {
  backUrl: string;
  phone?: string;
  enterpriseName?: string;
  userType?: RegistrationType;
  error?: string;
};

export const REGISTER_FIELD_LABELS: Record<string, string> = {
  phone: '手机号',
  password: '密码',
  enterpriseName: '企业名称',
  userType: '账号类型',
  backUrl: '返回地址',
};

export function renderRegisterPage({
  backUrl,
  phone = '',
  enterpriseName = '',
  userType = 'enterprise',
  error,
}: RegisterPageProps): string {
  const loginHref = `/login?backUrl=${encodeURIComponent(backUrl)}`;
  const choice = (value: RegistrationType, label: string) =>
    html`<label><input type="radio" name="userType" value="${value}" ${userType === value ? html`checked` : ''}>${label}</label>`;
  return renderDocument({
    title: '统一身份认证 - 注册',
    brand: SSO_BRAND,
    body: html`<div class="card">
<h1>注册账号</h1>
${error ? html`<p class="alert" role="alert" id="form-error">${error}</p>` : ''}
<form method="post" action="/register" ${error ? html`aria-describedby="form-error"` : ''}>
<input type="hidden" name="backUrl" value="${backUrl}">
<div class="field">
<label for="phone">手机号</label>
<input id="phone" name="phone" type="tel" inputmode="numeric" value="${phone}" autocomplete="tel" required pattern="1[3-9][0-9]{9}" maxlength="11" aria-describedby="phone-hint">
<p class="hint" id="phone-hint">11 位中国大陆手机号，注册后作为登录账号</p>
</div>
<div class="field">
<label for="password">密码</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="64" aria-describedby="password-hint">
<p class="hint" id="password-hint">至少 8 位</p>
</div>
<div class="field">
<label for="enterpriseName">企业名称</label>
<input id="enterpriseName" name="enterpriseName" type="text" value="${enterpriseName}" autocomplete="organization" required minlength="2" maxlength="100">
</div>
<fieldset>
<legend>账号类型</legend>
<div class="choices">${choice('enterprise', '企业')}${choice('org', '服务机构')}</div>
</fieldset>
<button type="submit" class="button">注册</button>
</form>
<p class="links">已有账号？<a href="${loginHref}">登录</a></p>
</div>`,
  });
}
