import { chinaMinute } from './china-time';
import { DECLARATION_KIND_LABELS, POLICY_LEVEL_LABELS } from './labels';
import { blockNumbers } from './policy-text';
import { ruleChanges } from './rule-changes';
import type { PolicyArticle, PolicyDeclaration, PolicyDocument, PolicyDocumentChange } from './types';

/** Long texts are cut in the record: it says what changed; the versions themselves are kept whole. */
export const CHANGE_TEXT_LIMIT = 300;

export type ChangeNames = {
  /** 浙江省杭州市 for 330100; the code itself when unknown. */
  region?: (code: string) => string;
};

/** An item added or removed with nothing written in it is still a change. */
const EMPTY = '（空）';

type Value = string | number | null | undefined | readonly string[];

function shown(value: Value): string | null {
  if (value === null || value === undefined) return null;
  const text = Array.isArray(value) ? value.join('、') : String(value);
  if (text.trim() === '') return null;
  const characters = [...text];
  return characters.length > CHANGE_TEXT_LIMIT ? `${characters.slice(0, CHANGE_TEXT_LIMIT).join('')}…` : text;
}

class Changes {
  readonly list: PolicyDocumentChange[] = [];

  add(field: string, label: string, before: Value, after: Value): void {
    const from = shown(before);
    const to = shown(after);
    if (from !== to) this.list.push({ field, label, before: from, after: to });
  }

  /** Items matched by id: added, removed and changed ones each become a change. */
  byId<T extends { id: string }>(field: string, before: readonly T[], after: readonly T[], label: (item: T) => string, text: (item: T) => string): void {
    const old = new Map(before.map((item) => [item.id, item]));
    const fresh = new Map(after.map((item) => [item.id, item]));
    for (const item of after) {
      const previous = old.get(item.id);
      if (!previous) this.list.push({ field: `${field}.${item.id}`, label: `${label(item)}（新增）`, before: null, after: shown(text(item)) ?? EMPTY });
      else this.add(`${field}.${item.id}`, label(item), text(previous), text(item));
    }
    for (const item of before) {
      if (!fresh.has(item.id)) this.list.push({ field: `${field}.${item.id}`, label: `${label(item)}（删除）`, before: shown(text(item)) ?? EMPTY, after: null });
    }
  }
}

function articleChanges(changes: Changes, before: readonly PolicyArticle[], after: readonly PolicyArticle[]): void {
  const oldNumbers = blockNumbers(before);
  const newNumbers = blockNumbers(after);
  const label = (block: PolicyArticle) => newNumbers.get(block.id)?.label ?? oldNumbers.get(block.id)?.label ?? '段落';
  changes.byId('articles', before, after, label, (block) => (block.kind === 'chapter' ? `（章）${block.text}` : block.text));
}

const time = (value: string | null) => (value ? chinaMinute(value) : null);

function declarationChanges(changes: Changes, before: PolicyDeclaration | null, after: PolicyDeclaration | null, article: (id: string) => string): void {
  if (!before || !after) {
    changes.add('declaration', '随政策发布的申报', before ? `${DECLARATION_KIND_LABELS[before.kind]}：${before.title}` : null, after ? `${DECLARATION_KIND_LABELS[after.kind]}：${after.title}` : null);
    return;
  }
  changes.add('declaration.kind', '申报方式', DECLARATION_KIND_LABELS[before.kind], DECLARATION_KIND_LABELS[after.kind]);
  changes.add('declaration.title', '申报通知标题', before.title, after.title);
  changes.add('declaration.projectName', '申报项目名称', before.projectName, after.projectName);
  changes.add('declaration.summary', '申报说明', before.summary, after.summary);
  changes.add('declaration.startTime', '申报开始时间', time(before.startTime), time(after.startTime));
  changes.add('declaration.endTime', '申报截止时间', time(before.endTime), time(after.endTime));
  changes.add('declaration.support', '扶持力度', before.support, after.support);
  changes.add('declaration.keywords', '关键词', before.keywords, after.keywords);
  changes.byId(
    'declaration.conditions',
    before.conditions,
    after.conditions,
    (item) => `申报条件「${item.title || '未命名'}」`,
    (item) => `${item.kind === 'hard' ? '硬性' : '软性'}：${item.detail}${item.articleId ? `（依据${article(item.articleId)}）` : ''}`,
  );
  changes.byId(
    'declaration.materials',
    before.materials,
    after.materials,
    (item) => `申报材料「${item.name || '未命名'}」`,
    (item) => `${item.required ? '必需' : '如有'}：${item.description}`,
  );
  changes.add('declaration.procedure', '申报程序', before.procedure, after.procedure);
  changes.add('declaration.service.department', '受理部门', before.service.department, after.service.department);
  changes.add('declaration.service.contact', '联系人', before.service.contact, after.service.contact);
  changes.add('declaration.service.phone', '咨询电话', before.service.phone, after.service.phone);
  changes.add('declaration.service.address', '受理地点', before.service.address, after.service.address);
  changes.add('declaration.service.hours', '办理时间', before.service.hours, after.service.hours);
}

/**
 * What a save, or a revision against the version in force, changed: field by field, each block of the text
 * and each condition and material by its id (so inserting an article records one new article, not every
 * article after it renumbered), and the rules in words (a threshold, an award, an alternative).
 */
export function documentChanges(before: PolicyDocument, after: PolicyDocument, names: ChangeNames = {}): PolicyDocumentChange[] {
  const changes = new Changes();
  // A national document is issued for 全国; any other without a region has none chosen yet.
  const region = (document: PolicyDocument) => (document.level === 'national' ? '全国' : document.regionCode === null ? null : (names.region?.(document.regionCode) ?? document.regionCode));
  changes.add('title', '政策标题', before.title, after.title);
  changes.add('docNo', '文号', before.docNo, after.docNo);
  changes.add('issuer', '发文机构', before.issuer, after.issuer);
  changes.add('level', '发文层级', POLICY_LEVEL_LABELS[before.level], POLICY_LEVEL_LABELS[after.level]);
  changes.add('regionCode', '发文地区', region(before), region(after));
  changes.add('category', '政策类别', before.category, after.category);
  changes.add('industries', '支持行业', before.industries, after.industries);
  changes.add('writtenDate', '成文日期', before.writtenDate, after.writtenDate);
  changes.add('publishDate', '发布日期', before.publishDate, after.publishDate);
  changes.add('effectiveDate', '实施日期', before.effectiveDate, after.effectiveDate);
  changes.add('supportAmount', '最高扶持金额（万元）', before.supportAmount, after.supportAmount);
  articleChanges(changes, before.articles, after.articles);
  changes.byId(
    'attachments',
    before.attachments.map((file) => ({ ...file, id: `${file.source}-${file.id}` })),
    after.attachments.map((file) => ({ ...file, id: `${file.source}-${file.id}` })),
    () => '附件',
    (file) => file.name,
  );
  const oldNumbers = blockNumbers(before.articles);
  const newNumbers = blockNumbers(after.articles);
  const article = (id: string) => newNumbers.get(id)?.label ?? oldNumbers.get(id)?.label ?? '已删除的条款';
  declarationChanges(changes, before.declaration, after.declaration, article);
  const clause = (articleId: string | null, item: string | null) => (articleId === null ? '（未选条款）' : `${article(articleId)}${item === null ? '' : `（${item}）`}`);
  ruleChanges(changes, before.rules ?? null, after.rules ?? null, clause);
  return changes.list;
}
