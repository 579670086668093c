import { COUNTED_UNITS, DATE_WINDOWS, METRICS, documentArticles, getLedgerField, isLedgerFieldKey, isMetricKey, validateRuleSet } from '@smes/eligibility';
import type { RuleSetIssue } from '@smes/eligibility';
import { blockNumbers, composeContent } from './policy-text';
import type { DocumentErrors, PolicyArticle, PolicyDocument, PolicyFundingAmount, PolicyFundingGroup, PolicyFundingItem, PolicyFundingWhen, PolicyRuleCheck, PolicyRuleCondition, PolicyRules } from './types';

/** An enumerated requirement of an article, as a condition or funding item cites it: 第三条（二） is item 二 of 第三条. */
export type RuleTargetItem = { label: string; clause: string; text: string };

/** An article of the text with its enumerated requirements: what the rule editor offers to map. */
export type RuleTarget = { articleId: string; article: string; heading: string; items: RuleTargetItem[] };

/** Every article of the text, numbered as published, with the items （一）（二）… or 1. 2. … the engine reads in it. */
export function ruleTargets(articles: readonly PolicyArticle[]): RuleTarget[] {
  const numbers = blockNumbers(articles);
  const composed = composeContent(articles);
  return articles.flatMap((block, index): RuleTarget[] => {
    if (block.kind !== 'article') return [];
    const parsed = documentArticles([composed[index] ?? ''])[0];
    const article = numbers.get(block.id)?.label ?? '';
    if (!parsed) return [{ articleId: block.id, article, heading: block.text.trim(), items: [] }];
    const items = parsed.items.map((item) => ({ label: item.clause.slice(article.length).replace(/^（|）$/g, ''), clause: item.clause, text: item.text }));
    return [{ articleId: block.id, article, heading: parsed.heading, items }];
  });
}

/** The clause an entry cites (第三条 or 第三条（二）), or null when its article or item is not in the text. */
export function citedClause(targets: readonly RuleTarget[], articleId: string | null, item: string | null): string | null {
  const target = targets.find((candidate) => candidate.articleId === articleId);
  if (!target) return null;
  if (item === null) return target.article;
  return target.items.find((candidate) => candidate.label === item)?.clause ?? null;
}

/** A window a date condition can be `within`, as the engine names them. */
export function isDateWindow(value: unknown): boolean {
  return DATE_WINDOWS.some((window) => window === value);
}

const ORDERING = new Set(['>=', '>', '<=', '<']);

/**
 * What a ledger comparison lacks, at `<path>.metric|op|value`: a condition's own check, one of its alternatives
 * (或) and a funding item's `when` check are written alike, so they are refused alike; `lead` names which one.
 */
function checkErrors(check: PolicyRuleCheck, path: string, lead: string, at: (field: string, message: string) => void): void {
  if (!isMetricKey(check.metric)) {
    at(`${path}.metric`, `${lead}请选择企业档案中的指标`);
    return;
  }
  if (check.op === null) {
    at(`${path}.op`, `${lead}请选择比较方式`);
    return;
  }
  if (check.op === 'within') {
    const isDate = isLedgerFieldKey(check.metric) && getLedgerField(check.metric).kind === 'date';
    if (!isDate) at(`${path}.op`, `${lead}「${METRICS[check.metric].label}」不是日期，不能按期间判断`);
    else if (!isDateWindow(check.value)) at(`${path}.value`, `${lead}请选择期间（上年度、近三年等）`);
    return;
  }
  if (ORDERING.has(check.op) && (typeof check.value !== 'number' || !Number.isFinite(check.value))) at(`${path}.value`, `${lead}请填写比较的数值`);
  if ((check.op === '==' || check.op === '!=') && (check.value === null || check.value === '')) at(`${path}.value`, `${lead}请填写比较的值`);
}

/** How an alternative of a condition is named in its messages: 或（情形 2）. */
const alternativeLead = (index: number) => `或（情形 ${index + 1}）：`;

function conditionErrors(condition: PolicyRuleCondition, targets: readonly RuleTarget[], complete: boolean, at: (field: string, message: string) => void): void {
  const path = `rules.conditions.${condition.id}`;
  if (condition.articleId !== null && !targets.some((target) => target.articleId === condition.articleId)) at(`${path}.articleId`, '所依据的条款已不在正文中，请重新选择');
  else if (condition.articleId !== null && citedClause(targets, condition.articleId, condition.item) === null) at(`${path}.item`, `所选的第（${condition.item ?? ''}）项不在该条中，请重新选择`);
  if (!complete) return;
  if (condition.title.trim() === '') at(`${path}.title`, '请写明条件');
  if (condition.articleId === null) at(`${path}.articleId`, '请选择该条件依据的条款');
  if (condition.evidence.trim() === '') at(`${path}.evidence`, '请写明证明材料');
  const alternatives = condition.anyOf ?? [];
  if (condition.decidedBy === 'evidence') {
    if ((condition.reason ?? '').trim().length < 2) at(`${path}.reason`, '请写明无法从企业档案判断的原因');
    // The engine reads alternatives only beside a ledger check: kept here they would be saved and never evaluated.
    if (alternatives.length > 0) at(`${path}.anyOf`, '凭材料核验的条件不能再写“或”的其他情形：请删除这些情形，或改为按企业档案判断');
    return;
  }
  checkErrors(condition, path, '', at);
  alternatives.forEach((check, index) => checkErrors(check, `${path}.anyOf.${index}`, alternativeLead(index), at));
}

/** A funding item's 适用情形: a name and every comparison complete. */
function whenErrors(item: PolicyFundingItem, at: (field: string, message: string) => void): void {
  const when = item.when;
  if (!when) return;
  const path = `rules.funding.items.${item.id}.when`;
  if (when.title.trim() === '') at(`${path}.title`, '请写明适用情形，如“首次认定”');
  if (when.checks.length === 0) at(`${path}.checks`, '请至少写一项企业档案的比较，或取消适用情形');
  when.checks.forEach((check, index) => checkErrors(check, `${path}.checks.${index}`, `适用情形第 ${index + 1} 项：`, at));
}

function amountErrors(amount: PolicyFundingAmount, path: string, at: (field: string, message: string) => void): void {
  if (amount.kind === 'fixed' || amount.kind === 'upTo') {
    if (amount.amount === undefined) at(`${path}.amount`, '请填写金额（万元）');
  } else if (amount.kind === 'perUnit') {
    if (amount.counts === undefined || !Object.hasOwn(COUNTED_UNITS, amount.counts)) at(`${path}.counts`, '请选择按什么计数');
    if (amount.window === undefined) at(`${path}.window`, '请选择计数的期间');
    if (amount.unitAmount === undefined) at(`${path}.unitAmount`, '请填写每件（项）的金额（万元）');
  } else if (amount.kind === 'rate') {
    if (!isMetricKey(amount.metric)) at(`${path}.metric`, '请选择按比例计算的基数');
    if (amount.rate === undefined) at(`${path}.rate`, '请填写比例');
  } else if (amount.kind === 'tiers') {
    if (!isMetricKey(amount.metric)) at(`${path}.metric`, '请选择分档依据的指标');
    const tiers = amount.tiers ?? [];
    if (tiers.length === 0) at(`${path}.tiers`, '请至少填写一档');
    // The engine pays the highest tier reached: two tiers from one threshold, or a lower one after a higher, overlap.
    tiers.forEach((tier, index) => {
      const previous = tiers[index - 1];
      if (previous && tier.min <= previous.min) at(`${path}.tiers`, `第 ${index + 1} 档的门槛 ${tier.min} 不高于第 ${index} 档的 ${previous.min}，档次重叠：请按门槛从低到高填写，各档门槛不同`);
    });
  } else if ((amount.reason ?? '').trim().length < 2) at(`${path}.reason`, '请写明企业档案无法计算的原因');
}

/**
 * The rules as the eligibility engine reads them (`RuleSet` JSON): each condition and funding item citing
 * 《title》 at its clause, the original words of the item it encodes as its 标准. Entries whose clause cannot be
 * resolved cite the bare article (the errors say so before anything is evaluated).
 */
export function policyRuleSet(document: PolicyDocument, meta: { id: string; version: string }): Record<string, unknown> {
  const rules = document.rules ?? { conditions: [], funding: null };
  const targets = ruleTargets(document.articles);
  const title = `《${document.title.trim()}》`;
  const clauseOf = (articleId: string | null, item: string | null) => citedClause(targets, articleId, item) ?? '全文';
  const wordsOf = (articleId: string | null, item: string | null) => {
    const target = targets.find((candidate) => candidate.articleId === articleId);
    return (item === null ? target?.heading : target?.items.find((candidate) => candidate.label === item)?.text) ?? '';
  };
  const conditions = rules.conditions.map((condition) => {
    const head = {
      id: condition.id,
      title: condition.title.trim() || '未命名条件',
      kind: condition.kind,
      standardText: wordsOf(condition.articleId, condition.item) || condition.title.trim() || '见原文',
      evidence: condition.evidence.trim() || '相关证明材料',
      basis: { title, clause: clauseOf(condition.articleId, condition.item) },
    };
    if (condition.decidedBy === 'evidence') return { ...head, decidedBy: 'evidence', reason: (condition.reason ?? '').trim() || undefined };
    const alternatives = condition.anyOf ?? [];
    return { ...head, ...checkJson(condition), ...(alternatives.length > 0 ? { anyOf: alternatives.map(checkJson) } : {}) };
  });
  const ruleSet: Record<string, unknown> = {
    id: meta.id,
    version: meta.version,
    name: document.title.trim(),
    effectiveFrom: document.effectiveDate ?? document.publishDate ?? '2000-01-01',
    source: { title, docNo: document.docNo.trim() || '—', issuer: document.issuer.trim() || '—' },
    conditions,
  };
  const funding = rules.funding;
  if (!funding) return ruleSet;
  return {
    ...ruleSet,
    funding: {
      item: meta.id,
      itemTitle: funding.itemTitle.trim() || document.title.trim(),
      items: funding.items.map((item) => ({
        id: item.id,
        title: item.title.trim() || '未命名资金项',
        clause: clauseOf(item.articleId, item.item),
        amount: item.amount,
        ...(item.cap === null ? {} : { cap: item.cap }),
        ...(item.when ? { when: whenJson(item.when) } : {}),
      })),
      ...(funding.exclusive.length > 0
        ? { exclusive: funding.exclusive.map((group) => ({ id: group.id, title: group.title.trim() || '不重复享受', clause: clauseOf(group.articleId, group.item), items: group.items })) }
        : {}),
      ...(funding.cap ? { cap: { amount: funding.cap.amount, title: '单个企业最高', clause: clauseOf(funding.cap.articleId, funding.cap.item) } } : {}),
      ...(funding.group ? { group: groupJson(funding.group) } : {}),
    },
  };
}

/** A comparison as the engine's rule-set language writes it: truthy and falsy take no value. */
function checkJson(check: PolicyRuleCheck): Record<string, unknown> {
  const value = check.op === 'truthy' || check.op === 'falsy' ? {} : { value: check.value };
  return { metric: check.metric, op: check.op, ...value };
}

/** A 适用情形 as the engine reads it: a fact still to be confirmed keeps the item out of 保守 even when the checks hold. */
function whenJson(when: PolicyFundingWhen): Record<string, unknown> {
  const confirm = (when.confirm ?? '').trim();
  return { title: when.title.trim() || '适用情形', checks: when.checks.map(checkJson), ...(confirm === '' ? {} : { confirm }) };
}

/** A cross-policy group as the engine reads it: `one` names no cap. */
function groupJson(group: PolicyFundingGroup): Record<string, unknown> {
  const head = { id: group.id, title: group.title.trim() || group.id };
  return group.rule === 'cap' ? { ...head, rule: 'cap', cap: group.cap } : { ...head, rule: 'one' };
}

const INDEXED = /^ruleSet\.(conditions|funding\.items|funding\.exclusive)\[(\d+)\](?:\.(.*))?$/;

/** The editor's field path of an engine issue: `ruleSet.funding.items[1].cap` → `rules.funding.items.<id>.cap`. */
function issuePath(issue: RuleSetIssue, rules: PolicyRules): string {
  const match = INDEXED.exec(issue.path);
  if (!match) {
    if (issue.path.startsWith('ruleSet.funding.cap')) return 'rules.funding.cap';
    if (issue.path.startsWith('ruleSet.funding.group')) return issue.path.endsWith('.cap') ? 'rules.funding.group.cap' : 'rules.funding.group';
    return issue.path === 'ruleSet' ? 'rules.coverage' : 'rules';
  }
  const [, list = '', index = '0', rest] = match;
  const entries = list === 'conditions' ? rules.conditions : list === 'funding.items' ? (rules.funding?.items ?? []) : (rules.funding?.exclusive ?? []);
  const id = entries[Number(index)]?.id ?? index;
  const field = rest?.split(/[.[]/)[0];
  const base = `rules.${list}.${id}`;
  // An alternative's or a `when` check's own field: `anyOf[1].value` → `anyOf.1.value`.
  const nested = /^(anyOf|when\.checks)\[(\d+)\](?:\.(\w+))?/.exec(rest ?? '');
  if (nested) return `${base}.${nested[1]}.${nested[2]}${nested[3] ? `.${nested[3]}` : ''}`;
  if (field === 'when') return `${base}.when.title`;
  // The amount's own fields sit under `amount` in the editor too.
  if (field === 'amount') return `${base}.amount.${rest?.split('.')[1] ?? 'kind'}`;
  return field ? `${base}.${field}` : base;
}

export type RulesCheck = 'draft' | 'trial' | 'complete';

/**
 * What is wrong with the rules, by field path: at `draft` only what no longer holds together (a cited article
 * gone); for a `trial` everything the engine needs to evaluate; when `complete` also the text's coverage — every
 * enumerated item of an article the rules cite is mapped to a condition or funding item, or marked as not
 * decidable from the ledger with a reason. The engine's own validator (`validateRuleSet`) says the rest in its
 * words: a cap below a fixed award, a window the ledger cannot count, an item in two exclusive groups.
 */
export function rulesErrors(document: PolicyDocument, check: RulesCheck): DocumentErrors {
  const rules = document.rules;
  if (!rules) return {};
  const errors: DocumentErrors = {};
  const at = (field: string, message: string) => {
    errors[field] = errors[field] ? `${errors[field]}\n${message}` : message;
  };
  const targets = ruleTargets(document.articles);
  const full = check !== 'draft';
  for (const condition of rules.conditions) conditionErrors(condition, targets, full, at);
  const cite = (path: string, articleId: string | null, item: string | null) => {
    if (articleId === null) {
      if (full) at(`${path}.articleId`, '请选择依据的条款');
    } else if (citedClause(targets, articleId, item) === null) at(`${path}.articleId`, '所依据的条款或其中的项已不在正文中，请重新选择');
  };
  for (const item of rules.funding?.items ?? []) {
    cite(`rules.funding.items.${item.id}`, item.articleId, item.item);
    // A tier left blank cannot even be saved (the contract wants numbers): say which, at every stage.
    (item.amount.kind === 'tiers' ? (item.amount.tiers ?? []) : []).forEach((tier, index) => {
      if (!Number.isFinite(tier.min) || !Number.isFinite(tier.amount)) at(`rules.funding.items.${item.id}.amount.tiers`, `请填写第 ${index + 1} 档的门槛和金额`);
    });
    if (full) {
      if (item.title.trim() === '') at(`rules.funding.items.${item.id}.title`, '请写明资金项');
      amountErrors(item.amount, `rules.funding.items.${item.id}.amount`, at);
      whenErrors(item, at);
    }
  }
  for (const group of rules.funding?.exclusive ?? []) cite(`rules.funding.exclusive.${group.id}`, group.articleId, group.item);
  if (rules.funding?.cap) cite('rules.funding.cap', rules.funding.cap.articleId, rules.funding.cap.item);
  const group = rules.funding?.group;
  if (full && group) {
    if (group.title.trim() === '') at('rules.funding.group.title', '请写明组的名称，如“市级以上专精特新奖励合计”');
    if (group.rule === 'cap' && (group.cap === null || group.cap <= 0)) at('rules.funding.group.cap', '请填写组内各政策合计的上限（万元）');
  }
  if (full && rules.conditions.length === 0) at('rules.conditions', '请至少写一个条件');
  if (!full || Object.keys(errors).length > 0) return errors;
  const json = policyRuleSet(document, { id: 'desk-check', version: 'check' });
  const content = composeContent(document.articles);
  const validation = validateRuleSet(json, check === 'complete' ? { document: { title: `《${document.title.trim()}》`, docNo: document.docNo.trim(), content } } : {});
  for (const issue of validation.issues) at(issuePath(issue, rules), issue.message);
  return errors;
}

/** Every entry of the rules that cites the text: conditions, funding items, exclusive groups and the cap. */
function citations(rules: PolicyRules): { articleId: string | null; item: string | null }[] {
  return [...rules.conditions, ...(rules.funding?.items ?? []), ...(rules.funding?.exclusive ?? []), ...(rules.funding?.cap ? [rules.funding.cap] : [])];
}

/**
 * The enumerated items of the articles the rules cite that no entry maps yet, in text order: what the editor
 * lists until each is mapped to a condition or funding item, or marked not decidable from the ledger.
 */
export function unmappedItems(document: PolicyDocument): (RuleTargetItem & { articleId: string })[] {
  const rules = document.rules;
  if (!rules) return [];
  const cited = citations(rules);
  return ruleTargets(document.articles)
    .filter((target) => cited.some((entry) => entry.articleId === target.articleId))
    .flatMap((target) =>
      target.items.filter((item) => !cited.some((entry) => entry.articleId === target.articleId && entry.item === item.label)).map((item) => ({ ...item, articleId: target.articleId })),
    );
}

/** How a comparison reads in the editor. */
export const COMPARISON_LABELS: Readonly<Record<NonNullable<PolicyRuleCondition['op']>, string>> = {
  '>=': '不低于（≥）',
  '>': '高于（>）',
  '<=': '不高于（≤）',
  '<': '低于（<）',
  '==': '等于',
  '!=': '不等于',
  truthy: '为“是”',
  falsy: '为“否”',
  within: '在期间内',
};

/** How a funding item's amount is computed, in the editor's words. */
export const FUNDING_KIND_LABELS: Readonly<Record<PolicyFundingAmount['kind'], string>> = {
  fixed: '定额',
  perUnit: '按件（项）计',
  rate: '按比例',
  tiers: '阶梯（达到门槛得该档）',
  upTo: '择优，最高不超过',
  notFromLedger: '企业档案无法计算',
};
