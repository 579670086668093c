import { html } from '../../http/html';
import { SSO_BRAND, renderDocument } from './layout';

export function renderLogoutPage({ backUrl }: { backUrl: string }): string {
  return renderDocument({
    title: '统一身份认证 - 已退出',
    brand: SSO_BRAND,
    head: html`<meta http-equiv="refresh" content="1;url=${backUrl}">`,
    body: html`<div class="card">
<h1>您已安全退出</h1>
<p role="status">正在返回门户，如未自动跳转，请点击下方链接。</p>
<a class="button" href="${backUrl}">返回门户</a>
</div>`,
  });
}
