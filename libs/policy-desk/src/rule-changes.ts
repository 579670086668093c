import { COUNTED_UNITS, DATE_WINDOW_LABELS, FUNDING_WINDOW_LABELS, METRICS, formatNumber, isMetricKey } from '@smes/eligibility';
import type { PolicyFundingAmount, PolicyFundingItem, PolicyRuleCheck, PolicyRuleCondition, PolicyRules } from './types';

/** A comparison in the words of the text it encodes: 上年度研发费用不低于 100 万元. */
const OP_WORDS: Readonly<Record<NonNullable<PolicyRuleCheck['op']>, string>> = {
  '>=': '不低于',
  '>': '高于',
  '<=': '不高于',
  '<': '低于',
  '==': '为',
  '!=': '不为',
  truthy: '为“是”',
  falsy: '为“否”',
  within: '在',
};

const windowLabel = (labels: Readonly<Record<string, string>>, value: unknown) => (typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value] : String(value ?? '未选期间'));

/** One ledger comparison in words; an incomplete one (a draft) says what is missing rather than guessing. */
export function checkWords(check: PolicyRuleCheck): string {
  if (!isMetricKey(check.metric)) return '（未选指标）';
  const metric = METRICS[check.metric];
  if (check.op === null) return `${metric.label}（未选比较）`;
  if (check.op === 'truthy' || check.op === 'falsy') return `${metric.label}${OP_WORDS[check.op]}`;
  if (check.op === 'within') return `${metric.label}在${windowLabel(DATE_WINDOW_LABELS, check.value)}内`;
  if (check.value === null || check.value === '') return `${metric.label}${OP_WORDS[check.op]}（未填值）`;
  const value = typeof check.value === 'number' ? formatNumber(check.value) : String(check.value);
  return `${metric.label}${OP_WORDS[check.op]} ${value}${metric.unit && typeof check.value === 'number' ? ` ${metric.unit}` : ''}`;
}

/** A condition as the history records it: its nature, its comparison and alternatives (或), its clause and evidence. */
export function conditionWords(condition: PolicyRuleCondition, clause: (articleId: string | null, item: string | null) => string): string {
  const kind = condition.kind === 'hard' ? '必要条件' : '加分条件';
  const decided =
    condition.decidedBy === 'evidence'
      ? `凭材料核验（${condition.reason ?? ''}）`
      : [checkWords(condition), ...(condition.anyOf ?? []).map(checkWords)].join('，或');
  return `${kind}：${decided}；依据${clause(condition.articleId, condition.item)}；证明材料：${condition.evidence || '未填'}`;
}

const money = (value: number | undefined) => (value === undefined ? '（未填）' : `${formatNumber(value)} 万元`);

function amountWords(amount: PolicyFundingAmount): string {
  switch (amount.kind) {
    case 'fixed':
      return `定额 ${money(amount.amount)}`;
    case 'upTo':
      return `择优，最高 ${money(amount.amount)}`;
    case 'perUnit': {
      const unit = amount.counts !== undefined && Object.hasOwn(COUNTED_UNITS, amount.counts) ? COUNTED_UNITS[amount.counts as keyof typeof COUNTED_UNITS] : undefined;
      return `按${windowLabel(FUNDING_WINDOW_LABELS, amount.window)}${unit?.label ?? '（未选计数项）'}每${unit?.unit ?? '件'} ${money(amount.unitAmount)}`;
    }
    case 'rate': {
      const base = isMetricKey(amount.metric) ? METRICS[amount.metric].label : '（未选基数）';
      return `按${base}的 ${amount.rate === undefined ? '（未填）' : `${formatNumber(Math.round(amount.rate * 10000) / 100)}%`}`;
    }
    case 'tiers': {
      const metric = isMetricKey(amount.metric) ? METRICS[amount.metric] : undefined;
      const tiers = (amount.tiers ?? []).map((tier) => `达到 ${formatNumber(tier.min)}${metric?.unit ? ` ${metric.unit}` : ''} 得 ${money(tier.amount)}`);
      return `按${metric?.label ?? '（未选指标）'}分档：${tiers.join('；') || '（未填档次）'}`;
    }
    case 'notFromLedger':
      return `企业档案无法计算（${amount.reason ?? ''}）`;
  }
}

/** A funding item as the history records it: how it is computed, its own cap, when it applies, its clause. */
export function fundingItemWords(item: PolicyFundingItem, clause: (articleId: string | null, item: string | null) => string): string {
  const cap = item.cap === null ? '' : `，单项最高 ${money(item.cap)}`;
  const when = item.when
    ? `；仅在「${item.when.title}」时适用：${item.when.checks.map(checkWords).join('，且')}${item.when.confirm ? `，并须核实${item.when.confirm}` : ''}`
    : '';
  return `${amountWords(item.amount)}${cap}${when}；依据${clause(item.articleId, item.item)}`;
}

/** The record's `(field, label, before, after)` writer, as `documentChanges` keeps it. */
export type ChangeSink = {
  add(field: string, label: string, before: string | null | undefined, after: string | null | undefined): void;
  byId<T extends { id: string }>(field: string, before: readonly T[], after: readonly T[], label: (item: T) => string, text: (item: T) => string): void;
};

const summary = (rules: PolicyRules | null) => (rules ? `${rules.conditions.length} 项条件${rules.funding ? `，${rules.funding.items.length} 个资金项` : '，无资金规则'}` : null);

/**
 * What a version changed in the rules, in words a reviewer checks against the text: each condition and funding item by
 * its id (added, removed, its threshold or award changed), the 资助事项, the total cap and the 不重复享受 groups.
 */
export function ruleChanges(changes: ChangeSink, before: PolicyRules | null, after: PolicyRules | null, clause: (articleId: string | null, item: string | null) => string): void {
  if (Boolean(before) !== Boolean(after)) changes.add('rules', '申报条件与资金规则', summary(before), summary(after));
  changes.byId('rules.conditions', before?.conditions ?? [], after?.conditions ?? [], (item) => `条件「${item.title || '未命名'}」`, (item) => conditionWords(item, clause));
  const [oldFunding, newFunding] = [before?.funding ?? null, after?.funding ?? null];
  changes.add('rules.funding.itemTitle', '资助事项', oldFunding?.itemTitle, newFunding?.itemTitle);
  changes.byId('rules.funding.items', oldFunding?.items ?? [], newFunding?.items ?? [], (item) => `资金项「${item.title || '未命名'}」`, (item) => fundingItemWords(item, clause));
  const cap = (funding: PolicyRules['funding']) => (funding?.cap ? `单个企业最高 ${money(funding.cap.amount)}；依据${clause(funding.cap.articleId, funding.cap.item)}` : null);
  changes.add('rules.funding.cap', '总额上限', cap(oldFunding), cap(newFunding));
  // A group names its items by title: as they read now, or as they read before for an item since removed.
  const itemTitle = (id: string) => (newFunding?.items.find((item) => item.id === id) ?? oldFunding?.items.find((item) => item.id === id))?.title ?? id;
  changes.byId(
    'rules.funding.exclusive',
    oldFunding?.exclusive ?? [],
    newFunding?.exclusive ?? [],
    (group) => `不重复享受组「${group.title || '未命名'}」`,
    (group) => `只取其一（就高）：${group.items.map(itemTitle).join('、')}；依据${clause(group.articleId, group.item)}`,
  );
  const group = (funding: PolicyRules['funding']) =>
    funding?.group ? `${funding.group.title}（编号 ${funding.group.id}）：${funding.group.rule === 'one' ? '与组内其他政策只取其一' : `与组内其他政策合计最高 ${money(funding.group.cap ?? undefined)}`}` : null;
  changes.add('rules.funding.group', '跨政策的组', group(oldFunding), group(newFunding));
}
