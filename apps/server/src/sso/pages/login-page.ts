import { html } from '../../http/html';
import { loginTabs, pageHref } from './form-parts';
import { SSO_BRAND, renderDocument } from './layout';

const ACCOUNT_TYPE_LABELS = { enterprise: '企业', org: '服务机构', admin: '平台运营' } as const;

/** The 演示账号 box: handed in by start-up (which seeded them), so the host never reads the seed. */
export type DemoAccountsHint = {
  password: string;
  accounts: readonly { username: string; userType: keyof typeof ACCOUNT_TYPE_LABELS; note: string }[];
};

export type LoginPageProps = {
  backUrl: string;
  /** The 演示账号 box, only when the stand-in runs in demo mode (`npm start`). */
  demo: DemoAccountsHint | null;
  username?: string;
  error?: string;
};

export const LOGIN_FIELD_LABELS: Record<string, string> = { username: '账号', password: '密码', backUrl: '返回地址' };

function demoAccounts({ password, accounts }: DemoAccountsHint) {
  return html`<details>
<summary>演示账号</summary>
<p class="hint">以下演示账号的密码均为 <strong>${password}</strong>。</p>
<div class="table-wrap">
<table>
<caption>演示账号列表</caption>
<thead><tr><th scope="col">账号</th><th scope="col">类型</th><th scope="col">说明</th></tr></thead>
<tbody>
${accounts.map(
  (account) =>
    html`<tr><td>${account.username}</td><td>${ACCOUNT_TYPE_LABELS[account.userType]}</td><td>${account.note}</td></tr>`,
)}
</tbody>
</table>
</div>
</details>`;
}

export function renderLoginPage({ backUrl, demo, username = '', error }: LoginPageProps): string {
  const invalid = error ? 'true' : 'false';
  const registerHref = pageHref('/register', backUrl);
  return renderDocument({
    title: '统一身份认证 - 登录',
    brand: SSO_BRAND,
    body: html`<div class="card">
<h1>账号登录</h1>
${loginTabs(backUrl, 'password')}
${error ? html`<p class="alert" role="alert" id="form-error">${error}</p>` : ''}
<form method="post" action="/login" ${error ? html`aria-describedby="form-error"` : ''}>
<input type="hidden" name="backUrl" value="${backUrl}">
<div class="field">
<label for="username">账号</label>
<input id="username" name="username" type="text" value="${username}" autocomplete="username" required maxlength="32" aria-describedby="username-hint" aria-invalid="${invalid}">
<p class="hint" id="username-hint">手机号或用户名</p>
</div>
<div class="field">
<label for="password">密码</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="64" aria-invalid="${invalid}">
<p class="hint"><a href="${pageHref('/forgot-password', backUrl)}">忘记密码？</a></p>
</div>
<button type="submit" class="button">登录</button>
</form>
<p class="links">还没有账号？<a href="${registerHref}">注册</a></p>
${demo ? demoAccounts(demo) : ''}
</div>`,
  });
}
