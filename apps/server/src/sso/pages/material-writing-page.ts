import { html } from '../../http/html';
import type { MaterialDraft } from '../../domain/notes-drafts';
import { NOTES_BRAND, renderDocument } from './layout';
import type { PortalSchemas, SsoSchemas } from '@smes/contract-types';

type Material = PortalSchemas['DeclarationMaterial'];

/** The most a draft may hold, from the contract (sso.yaml MaterialDraftForm.content). */
export const DRAFT_MAX_LENGTH = 20000;

export type MaterialWritingPageProps = {
  organization: SsoSchemas['Organization'];
  wiki: SsoSchemas['Wiki'];
  project: { id: number; name: string; materials: Material[] } | undefined;
  /** Each material's saved draft, by material id. */
  drafts: ReadonlyMap<string, MaterialDraft>;
  /** Where the drafts are posted: the page's own /drafts address. */
  saveAction: string;
  /** The portal page the handoff came from, when its origin is allowed; posted back so the link survives a save. */
  redirect: string | undefined;
  /** redirect when its origin is allowed, else the portal's home. */
  backHref: string;
  /** The material whose draft was just saved. */
  savedMaterialId?: string;
  /** How the page writes a saved time (China time). */
  formatTime(iso: string): string;
};

/**
 * What to write in the section of one material: its own description as the content to cover, and for an
 * optional one why it is worth adding. Never anything from the URL: the handoff's secret and token are
 * checked by the host and never shown.
 */
export function writingPrompt(material: Material): string {
  const cover = material.description.replace(/[。；;]$/, '');
  return material.required
    ? `写作提示：${cover}。本项为必需材料，提交前须备齐，扫描件须清晰完整。`
    : `写作提示：${cover}。本项可选，有则补充，可作为评审加分的佐证。`;
}

/** The outline's order: required materials first, then optional ones, each in the project's order. */
export function outlineOrder(materials: readonly Material[]): { required: Material[]; optional: Material[] } {
  return { required: materials.filter((material) => material.required), optional: materials.filter((material) => !material.required) };
}

/** The page's anchor of a material (its place in the outline), which a save leads back to. */
export function materialAnchor(materials: readonly Material[], materialId: string): string {
  const { required, optional } = outlineOrder(materials);
  return `material-${[...required, ...optional].findIndex((material) => material.id === materialId) + 1}`;
}

/** Characters as a person counts them (a CJK ideograph is one, however it is encoded), line breaks aside. */
function countCharacters(text: string): number {
  return [...text.replace(/\r?\n/g, '')].length;
}

type SectionContext = Pick<MaterialWritingPageProps, 'drafts' | 'saveAction' | 'redirect' | 'savedMaterialId' | 'formatTime'> & { projectId: number };

function draftStatus(draft: MaterialDraft | undefined, formatTime: (iso: string) => string): string {
  if (!draft) return '尚未保存草稿';
  return `已保存 · ${formatTime(draft.updatedAt)} · ${draft.updatedBy} · 共 ${countCharacters(draft.content)} 字`;
}

function materialEditor(material: Material, number: number, context: SectionContext) {
  const id = `material-${number}`;
  const draft = context.drafts.get(material.id);
  const saved = context.savedMaterialId === material.id;
  return html`<li id="${id}">
<h4 class="outline-title" id="${id}-heading">${material.name}<span class="tag ${material.required ? 'required' : 'optional'}">${material.required ? '必需' : '可选'}</span></h4>
<p class="muted" id="${id}-prompt">${writingPrompt(material)}</p>
${saved ? html`<p class="notice" role="status">草稿已保存：${material.name}</p>` : ''}
<form method="post" action="${context.saveAction}" class="draft-form" aria-labelledby="${id}-heading">
<input type="hidden" name="projectId" value="${String(context.projectId)}">
<input type="hidden" name="materialId" value="${material.id}">
${context.redirect ? html`<input type="hidden" name="redirect" value="${context.redirect}">` : ''}
<label for="${id}-content">草稿正文</label>
<textarea id="${id}-content" name="content" rows="8" maxlength="${String(DRAFT_MAX_LENGTH)}" aria-describedby="${id}-prompt ${id}-status">${draft?.content ?? ''}</textarea>
<p class="hint" id="${id}-status">${draftStatus(draft, context.formatTime)}（最多 ${String(DRAFT_MAX_LENGTH)} 字）</p>
<button class="button inline" type="submit">保存草稿</button>
</form>
</li>`;
}

function outlineSection(heading: string, id: string, materials: Material[], start: number, context: SectionContext) {
  if (materials.length === 0) return '';
  return html`<section aria-labelledby="${id}">
<h3 id="${id}">${heading}（${materials.length} 项）</h3>
<ol class="outline" start="${start}">
${materials.map((material, index) => materialEditor(material, start + index, context))}
</ol>
</section>`;
}

export function renderMaterialWritingPage({ organization, wiki, project, backHref, ...editing }: MaterialWritingPageProps): string {
  const { required, optional } = outlineOrder(project?.materials ?? []);
  const written = project ? project.materials.filter((material) => (editing.drafts.get(material.id)?.content.trim() ?? '') !== '').length : 0;
  const context = project ? { ...editing, projectId: project.id } : undefined;
  return renderDocument({
    title: '协同文档 - 申报材料撰写',
    brand: NOTES_BRAND,
    body: html`<div class="card wide">
<h1>申报材料撰写</h1>
<p class="muted">${organization.name} · ${wiki.name}</p>
${
  project && context
    ? html`<section aria-labelledby="outline-heading">
<h2 id="outline-heading">${project.name}</h2>
<p>材料大纲已按申报要求生成：共 ${project.materials.length} 项，其中必需 ${required.length} 项。逐项撰写并保存草稿（已写 ${written} 项），草稿保存在本知识库中，空间成员都能接着写；完成后回到门户提交申报。</p>
${outlineSection('一、必需材料', 'required-heading', required, 1, context)}
${outlineSection('二、可选材料', 'optional-heading', optional, required.length + 1, context)}
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
