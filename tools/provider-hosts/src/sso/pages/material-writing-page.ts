import { html } from '../../http/html';
import { NOTES_BRAND, renderDocument } from './layout';
import type { PortalSchemas, SsoSchemas } from '@smes/contract-types';

export type MaterialWritingPageProps = {
  organization: SsoSchemas['Organization'];
  wiki: SsoSchemas['Wiki'];
  project: { name: string; materials: PortalSchemas['DeclarationMaterial'][] } | undefined;
  params: { secret: string; ssotoken: string; redirect: string; projectId: string };
  /** redirect when its origin is allowed, else the portal's home. */
  backHref: string;
};

const EMPTY = '（空）';

export function renderMaterialWritingPage({ organization, wiki, project, params, backHref }: MaterialWritingPageProps): string {
  const param = (label: keyof MaterialWritingPageProps['params']) =>
    html`<dt>${label}</dt><dd class="code">${params[label] === '' ? EMPTY : params[label]}</dd>`;
  return renderDocument({
    title: '协同文档 - 申报材料撰写',
    brand: NOTES_BRAND,
    body: html`<div class="card wide">
<h1>申报材料撰写</h1>
<p class="notice" role="status">协同文档令牌已验证</p>
<section aria-labelledby="space-heading">
<h2 id="space-heading">所在空间</h2>
<dl>
<dt>组织</dt><dd>${organization.name}</dd>
<dt>知识库</dt><dd>${wiki.name}</dd>
</dl>
</section>
<section aria-labelledby="project-heading">
<h2 id="project-heading">申报项目</h2>
${
  project
    ? html`<p><strong>${project.name}</strong></p>
<h3 class="muted">申报材料清单</h3>
<ol class="materials">
${project.materials.map(
  (material) =>
    html`<li>${material.name}<span class="tag ${material.required ? 'required' : 'optional'}">${material.required ? '必需' : '可选'}</span><br><span class="muted">${material.description}</span></li>`,
)}
</ol>`
    : html`<p>未指定项目</p>`
}
</section>
<section aria-labelledby="params-heading">
<h2 id="params-heading">访问参数</h2>
<dl>
${param('secret')}
${param('ssotoken')}
${param('redirect')}
${param('projectId')}
</dl>
</section>
<p class="links"><a href="${backHref}">返回门户</a></p>
</div>`,
  });
}
