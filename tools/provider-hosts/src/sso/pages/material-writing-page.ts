import { html } from '../../http/html';
import { NOTES_BRAND, renderDocument } from './layout';
import type { PortalSchemas, SsoSchemas } from '@smes/contract-types';

type Material = PortalSchemas['DeclarationMaterial'];

export type MaterialWritingPageProps = {
  organization: SsoSchemas['Organization'];
  wiki: SsoSchemas['Wiki'];
  project: { name: string; materials: Material[] } | undefined;
  /** redirect when its origin is allowed, else the portal's home. */
  backHref: string;
};

/**
 * What to write in the section of one material: its own description as the content to cover, and for an
 * optional one why it is worth adding. Never anything from the URL: the handoff's secret and token are
 * checked by the host and never shown (issue 15).
 */
export function writingPrompt(material: Material): string {
  const cover = material.description.replace(/[。；;]$/, '');
  return material.required
    ? `写作提示：${cover}。本项为必需材料，提交前须备齐，扫描件须清晰完整。`
    : `写作提示：${cover}。本项可选，有则补充，可作为评审加分的佐证。`;
}

function outlineSection(heading: string, id: string, materials: Material[], start: number) {
  if (materials.length === 0) return '';
  return html`<section aria-labelledby="${id}">
<h3 id="${id}">${heading}（${materials.length} 项）</h3>
<ol class="outline" start="${start}">
${materials.map(
  (material) => html`<li>
<p class="outline-title">${material.name}<span class="tag ${material.required ? 'required' : 'optional'}">${material.required ? '必需' : '可选'}</span></p>
<p class="muted">${writingPrompt(material)}</p>
</li>`,
)}
</ol>
</section>`;
}

export function renderMaterialWritingPage({ organization, wiki, project, backHref }: MaterialWritingPageProps): string {
  const required = project?.materials.filter((material) => material.required) ?? [];
  const optional = project?.materials.filter((material) => !material.required) ?? [];
  return renderDocument({
    title: '协同文档 - 申报材料撰写',
    brand: NOTES_BRAND,
    body: html`<div class="card wide">
<h1>申报材料撰写</h1>
<p class="muted">${organization.name} · ${wiki.name}</p>
${
  project
    ? html`<section aria-labelledby="outline-heading">
<h2 id="outline-heading">${project.name}</h2>
<p>材料大纲已按申报要求生成：共 ${project.materials.length} 项，其中必需 ${required.length} 项。按顺序逐项撰写，完成后回到门户提交申报。</p>
${outlineSection('一、必需材料', 'required-heading', required, 1)}
${outlineSection('二、可选材料', 'optional-heading', optional, required.length + 1)}
</section>`
    : html`<section aria-labelledby="outline-heading">
<h2 id="outline-heading">未指定项目</h2>
<p>请回到门户，从申报项目的“撰写材料”进入，即可看到该项目的材料大纲。</p>
</section>`
}
<p class="links"><a href="${backHref}">返回门户</a></p>
</div>`,
  });
}
