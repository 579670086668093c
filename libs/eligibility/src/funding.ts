import type { LedgerFieldKey } from './ledger';
import type { MetricKey } from './metrics';
import { METRICS, isMetricKey } from './metrics';
import type { ConditionCheck } from './rule-set';

/**
 * What a policy's money pays and how each amount is computed — data on the rule set (`RuleSet.funding`), read by
 * `estimateSubsidy`. Every item names the article (and enumerated item) of the text it encodes, so the
 * enterprise sees its own arithmetic with its basis ("2 件 × 3 万元 = 6 万元，依据第五条"). Plain JSON: the
 * operator's policy desk stores and edits it as it is, and `validateRuleSet` checks it.
 */

/** 上年度 = the previous calendar year; 近两年 / 近三年 = the last two / three calendar years. */
export type FundingWindow = 'lastYear' | 'last2Years' | 'last3Years';

export const FUNDING_WINDOW_LABELS: Readonly<Record<FundingWindow, string>> = {
  lastYear: '上年度',
  last2Years: '近两年',
  last3Years: '近三年',
};

type CountedUnitSpec = { label: string; unit: '件' | '项'; windows: Partial<Record<FundingWindow, MetricKey>> };

/**
 * What a per-unit award can count, and the ledger metric that answers it for each window the ledger keeps. The
 * 知识产权台账 keeps the ledger's 上年度 grant counts; a window no metric answers cannot be counted (the validator
 * says so) and has to be written as money the ledger cannot compute.
 */
export const COUNTED_UNITS = {
  inventionGrants: { label: '新获授权发明专利', unit: '件', windows: { lastYear: 'inventionPatentsGrantedY1' } },
  utilityGrants: { label: '新获授权实用新型专利', unit: '件', windows: { lastYear: 'utilityModelsGrantedY1' } },
  designGrants: { label: '新获授权外观设计专利', unit: '件', windows: { lastYear: 'designPatentsGrantedY1' } },
  softwareRegistrations: { label: '新登记软件著作权', unit: '件', windows: { lastYear: 'softwareCopyrightsGrantedY1' } },
  techConversions: {
    label: '科技成果转化',
    unit: '项',
    windows: { lastYear: 'techAchievementsConvertedY1', last2Years: 'techAchievementsConverted2y', last3Years: 'techAchievementsConverted3y' },
  },
} as const satisfies Record<string, CountedUnitSpec>;

export type CountedUnit = keyof typeof COUNTED_UNITS;

export function isCountedUnit(value: unknown): value is CountedUnit {
  return typeof value === 'string' && Object.hasOwn(COUNTED_UNITS, value);
}

/** The ledger metric that counts `counts` in `window`, if the ledger keeps that window. */
export function countMetric(counts: CountedUnit, window: FundingWindow): MetricKey | undefined {
  const windows: Partial<Record<FundingWindow, MetricKey>> = COUNTED_UNITS[counts].windows;
  return windows[window];
}

/**
 * How an item's amount is computed (万元):
 * - `fixed`: a set award (一次性奖励 30 万元): the same at both ends;
 * - `perUnit`: so much per unit counted in the clause's window (每件 3 万元) from the ledger or the 知识产权台账;
 * - `rate`: a share of a ledger figure (按研发费用增量的 10%);
 * - `tiers`: the amount of the highest tier whose `min` the ledger figure reaches (阶梯奖励);
 * - `upTo`: 择优 / 最高不超过 with no formula: nothing is certain, 保守 0 and 乐观 the amount;
 * - `notFromLedger`: money the text pays for something the ledger does not record (PCT 授权, 迁入, 保费): shown
 *   with its reason and counted at neither end.
 */
export type FundingAmount =
  | { kind: 'fixed'; amount: number }
  | { kind: 'perUnit'; counts: CountedUnit; window: FundingWindow; unitAmount: number }
  | { kind: 'rate'; metric: MetricKey; rate: number }
  | { kind: 'tiers'; metric: MetricKey; tiers: { min: number; amount: number }[] }
  | { kind: 'upTo'; amount: number }
  | { kind: 'notFromLedger'; reason: string };

/** A ledger test (one check of the rule-set language) that only this item needs, e.g. 最近一次认定为首次认定. */
export type FundingItemCheck = ConditionCheck;

/**
 * What an item alone asks (首次认定 for the first-recognition award, 研发费用增长超过 10% for the increment
 * subsidy): every check must hold; `confirm` names a fact the ledger does not record, so the item stays
 * unconfirmed (乐观 only) even when the checks hold.
 */
export type FundingItemWhen = { title: string; checks: FundingItemCheck[]; confirm?: string };

export type FundingItem = {
  id: string;
  /** 对上年度新授权的国内发明专利资助. */
  title: string;
  /** The article and enumerated item it encodes: 第五条 or 第三条（二）. */
  clause: string;
  amount: FundingAmount;
  /** 单项最高 (单个项目最高不超过 500 万元): applied after the amount, shown as its own line. */
  cap?: number;
  when?: FundingItemWhen;
};

/** Items of which only one is paid (就高不重复享受, 按最高标准给予差额奖励). */
export type FundingExclusive = { id: string; title: string; clause: string; items: string[] };

/** The policy's total for one enterprise (单个企业年度最高 N 万元), shown as its own line. */
export type FundingCap = { amount: number; title: string; clause: string };

/**
 * A group of policies of which only part can be had (across documents): `one` — mutually exclusive, the best
 * counts; `cap` — together at most `cap` 万元 (shown as its own line in the estimate).
 */
export type FundingGroup = { id: string; title: string; rule: 'one' } | { id: string; title: string; rule: 'cap'; cap: number };

export type RuleSetFunding = {
  /** The funded scheme: policies of any level that follow the same scheme count once (the best of them). */
  item: string;
  /** The scheme in words, e.g. 知识产权资助. */
  itemTitle: string;
  items: FundingItem[];
  exclusive?: FundingExclusive[];
  cap?: FundingCap;
  group?: FundingGroup;
};

class FundingError extends Error {
  constructor(path: string, problem: string) {
    super(`Invalid rule set: ${path} ${problem}`);
    this.name = 'FundingError';
  }
}

type Json = Record<string, unknown>;

function asObject(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new FundingError(path, 'must be an object');
  return value as Json;
}

function asText(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new FundingError(path, 'must be a non-empty string');
  return value;
}

function asNumber(value: unknown, path: string, min: number, max = Number.POSITIVE_INFINITY): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new FundingError(path, `must be a number between ${min} and ${max}`);
  }
  return value;
}

function asMetric(value: unknown, path: string): MetricKey {
  if (!isMetricKey(value)) throw new FundingError(path, `is not a known metric: ${JSON.stringify(value)}`);
  return value;
}

const WINDOWS: readonly FundingWindow[] = ['lastYear', 'last2Years', 'last3Years'];

function parseAmount(value: unknown, path: string): FundingAmount {
  const json = asObject(value, path);
  switch (json.kind) {
    case 'fixed':
      return { kind: 'fixed', amount: asNumber(json.amount, `${path}.amount`, 0) };
    case 'upTo':
      return { kind: 'upTo', amount: asNumber(json.amount, `${path}.amount`, 0) };
    case 'perUnit': {
      if (!isCountedUnit(json.counts)) throw new FundingError(`${path}.counts`, `must be one of ${Object.keys(COUNTED_UNITS).join(' ')}`);
      if (!WINDOWS.includes(json.window as FundingWindow)) throw new FundingError(`${path}.window`, `must be one of ${WINDOWS.join(' ')}`);
      return { kind: 'perUnit', counts: json.counts, window: json.window as FundingWindow, unitAmount: asNumber(json.unitAmount, `${path}.unitAmount`, 0) };
    }
    case 'rate':
      return { kind: 'rate', metric: asMetric(json.metric, `${path}.metric`), rate: asNumber(json.rate, `${path}.rate`, 0, 1) };
    case 'tiers': {
      if (!Array.isArray(json.tiers) || json.tiers.length === 0) throw new FundingError(`${path}.tiers`, 'must be a non-empty array');
      const tiers = json.tiers.map((tier: unknown, index) => {
        const item = asObject(tier, `${path}.tiers[${index}]`);
        return { min: asNumber(item.min, `${path}.tiers[${index}].min`, 0), amount: asNumber(item.amount, `${path}.tiers[${index}].amount`, 0) };
      });
      return { kind: 'tiers', metric: asMetric(json.metric, `${path}.metric`), tiers };
    }
    case 'notFromLedger':
      return { kind: 'notFromLedger', reason: asText(json.reason, `${path}.reason`) };
    default:
      throw new FundingError(`${path}.kind`, 'must be one of fixed perUnit rate tiers upTo notFromLedger');
  }
}

function parseGroup(value: unknown, path: string): FundingGroup {
  const json = asObject(value, path);
  const id = asText(json.id, `${path}.id`);
  const title = asText(json.title, `${path}.title`);
  if (json.rule === 'one') return { id, title, rule: 'one' };
  if (json.rule === 'cap') return { id, title, rule: 'cap', cap: asNumber(json.cap, `${path}.cap`, 0) };
  throw new FundingError(`${path}.rule`, 'must be "one" or "cap"');
}

/** Parses one ledger check of an item's `when`; the rule-set parser passes its own, so the language is one. */
export type CheckParser = (value: unknown, path: string) => FundingItemCheck;

function parseWhen(value: unknown, path: string, parseCheck: CheckParser): FundingItemWhen {
  const json = asObject(value, path);
  if (!Array.isArray(json.checks)) throw new FundingError(`${path}.checks`, 'must be an array');
  const checks = json.checks.map((check: unknown, index) => parseCheck(check, `${path}.checks[${index}]`));
  const when: FundingItemWhen = { title: asText(json.title, `${path}.title`), checks };
  if (checks.length === 0 && json.confirm === undefined) throw new FundingError(`${path}.checks`, 'must not be empty without confirm');
  return json.confirm === undefined ? when : { ...when, confirm: asText(json.confirm, `${path}.confirm`) };
}

function parseItem(value: unknown, path: string, parseCheck: CheckParser): FundingItem {
  const json = asObject(value, path);
  let item: FundingItem = {
    id: asText(json.id, `${path}.id`),
    title: asText(json.title, `${path}.title`),
    clause: asText(json.clause, `${path}.clause`),
    amount: parseAmount(json.amount, `${path}.amount`),
  };
  if (json.cap !== undefined) item = { ...item, cap: asNumber(json.cap, `${path}.cap`, 0) };
  if (json.when !== undefined) item = { ...item, when: parseWhen(json.when, `${path}.when`, parseCheck) };
  return item;
}

/** Funding written before items existed (`amount` on the scheme): it said nothing about the clause, so it is dropped. */
function isLegacy(json: Json): boolean {
  return json.items === undefined && json.amount !== undefined;
}

/**
 * Validates the shape of `ruleSet.funding` as it arrives in JSON; throws naming the offending path. What the
 * shape allows but the text or the ledger does not (an unmapped item, a cap below a fixed award, a window the
 * ledger cannot answer, overlapping groups) is `fundingIssues`' business. Returns undefined for funding of the
 * old shape, which the estimate then treats like a rule set without funding.
 */
export function parseFundingShape(value: unknown, path: string, parseCheck: CheckParser): RuleSetFunding | undefined {
  const json = asObject(value, path);
  if (isLegacy(json)) return undefined;
  if (!Array.isArray(json.items) || json.items.length === 0) throw new FundingError(`${path}.items`, 'must be a non-empty array');
  let funding: RuleSetFunding = {
    item: asText(json.item, `${path}.item`),
    itemTitle: asText(json.itemTitle, `${path}.itemTitle`),
    items: json.items.map((item: unknown, index) => parseItem(item, `${path}.items[${index}]`, parseCheck)),
  };
  if (json.exclusive !== undefined) {
    if (!Array.isArray(json.exclusive)) throw new FundingError(`${path}.exclusive`, 'must be an array');
    funding = {
      ...funding,
      exclusive: json.exclusive.map((group: unknown, index) => {
        const at = `${path}.exclusive[${index}]`;
        const item = asObject(group, at);
        if (!Array.isArray(item.items) || !item.items.every((id) => typeof id === 'string')) throw new FundingError(`${at}.items`, 'must be an array of item ids');
        return { id: asText(item.id, `${at}.id`), title: asText(item.title, `${at}.title`), clause: asText(item.clause, `${at}.clause`), items: [...(item.items as string[])] };
      }),
    };
  }
  if (json.cap !== undefined) {
    const cap = asObject(json.cap, `${path}.cap`);
    funding = {
      ...funding,
      cap: { amount: asNumber(cap.amount, `${path}.cap.amount`, 0), title: asText(cap.title, `${path}.cap.title`), clause: asText(cap.clause, `${path}.cap.clause`) },
    };
  }
  return json.group === undefined ? funding : { ...funding, group: parseGroup(json.group, `${path}.group`) };
}

/** A problem the policy desk shows beside the field it concerns, in Chinese. */
export type RuleSetIssue = { path: string; message: string };

const CURRENCY_METRIC_UNITS = new Set(['万元']);

function fixedAmounts(funding: RuleSetFunding): { item: FundingItem; amount: number }[] {
  return funding.items.flatMap((item) => (item.amount.kind === 'fixed' ? [{ item, amount: item.amount.amount }] : []));
}

/**
 * What the funding's shape allows but its meaning does not, in the words the policy desk shows: items that are
 * not tied to the text, caps below a fixed award, windows the ledger cannot answer, an item in two exclusive
 * groups, groups naming unknown items, rates of figures that are not money.
 */
export function fundingIssues(funding: RuleSetFunding, path = 'ruleSet.funding'): RuleSetIssue[] {
  const issues: RuleSetIssue[] = [];
  const ids = new Set<string>();
  funding.items.forEach((item, index) => {
    const at = `${path}.items[${index}]`;
    if (ids.has(item.id)) issues.push({ path: `${at}.id`, message: `资金项编号「${item.id}」重复` });
    ids.add(item.id);
    if (!/^第[一二三四五六七八九十百零〇\d]+条/.test(item.clause.trim()) && !/^附件/.test(item.clause.trim())) {
      issues.push({ path: `${at}.clause`, message: `资金项「${item.title}」没有对应到原文的条款（应写作“第五条”或“第三条（二）”）` });
    }
    const amount = item.amount;
    if (amount.kind === 'perUnit' && !countMetric(amount.counts, amount.window)) {
      const spec = COUNTED_UNITS[amount.counts];
      const kept = Object.keys(spec.windows).map((window) => FUNDING_WINDOW_LABELS[window as FundingWindow]).join('、');
      issues.push({
        path: `${at}.amount.window`,
        message: `资金项「${item.title}」按${FUNDING_WINDOW_LABELS[amount.window]}计${spec.label}，企业档案只能回答${kept}的数量`,
      });
    }
    if (amount.kind === 'perUnit' && amount.unitAmount <= 0) issues.push({ path: `${at}.amount.unitAmount`, message: `资金项「${item.title}」的单价必须大于 0` });
    if (amount.kind === 'rate') {
      if (amount.rate <= 0) issues.push({ path: `${at}.amount.rate`, message: `资金项「${item.title}」的比例必须大于 0` });
      const unit = METRICS[amount.metric].unit;
      if (!unit || !CURRENCY_METRIC_UNITS.has(unit)) {
        issues.push({ path: `${at}.amount.metric`, message: `资金项「${item.title}」按比例计算的基数「${METRICS[amount.metric].label}」不是金额（万元）` });
      }
    }
    if (amount.kind === 'tiers') {
      const sorted = amount.tiers.every((tier, tierIndex) => tierIndex === 0 || tier.min > (amount.tiers[tierIndex - 1]?.min ?? -Infinity));
      if (!sorted) issues.push({ path: `${at}.amount.tiers`, message: `资金项「${item.title}」的档次须按门槛从低到高排列` });
    }
    if (item.cap !== undefined && amount.kind === 'fixed' && item.cap < amount.amount) {
      issues.push({ path: `${at}.cap`, message: `资金项「${item.title}」的上限 ${item.cap} 万元低于其定额奖励 ${amount.amount} 万元` });
    }
    if (item.when && item.when.checks.length === 0 && !item.when.confirm) {
      issues.push({ path: `${at}.when`, message: `资金项「${item.title}」的适用条件「${item.when.title}」没有任何检查` });
    }
  });
  const groupOf = new Map<string, string>();
  (funding.exclusive ?? []).forEach((group, index) => {
    const at = `${path}.exclusive[${index}]`;
    if (group.items.length < 2) issues.push({ path: `${at}.items`, message: `不重复享受组「${group.title}」至少要列出两个资金项` });
    for (const id of group.items) {
      if (!ids.has(id)) issues.push({ path: `${at}.items`, message: `不重复享受组「${group.title}」列出的资金项「${id}」不存在` });
      const other = groupOf.get(id);
      if (other !== undefined && other !== group.title) {
        const title = funding.items.find((item) => item.id === id)?.title ?? id;
        issues.push({ path: `${at}.items`, message: `资金项「${title}」同时属于不重复享受组「${other}」和「${group.title}」` });
      }
      groupOf.set(id, group.title);
    }
  });
  if (funding.cap) {
    for (const { item, amount } of fixedAmounts(funding)) {
      if (funding.cap.amount < amount) {
        issues.push({ path: `${path}.cap.amount`, message: `${funding.cap.title} ${funding.cap.amount} 万元低于定额奖励「${item.title}」${amount} 万元` });
      }
    }
  }
  if (funding.group?.rule === 'cap') {
    for (const { item, amount } of fixedAmounts(funding)) {
      if (funding.group.cap < amount) {
        issues.push({ path: `${path}.group.cap`, message: `${funding.group.title}上限 ${funding.group.cap} 万元低于定额奖励「${item.title}」${amount} 万元` });
      }
    }
  }
  return issues;
}

/** The ledger fields a funding's amounts and item checks read (the questionnaire asks them too). */
export function fundingFields(funding: RuleSetFunding): LedgerFieldKey[] {
  const metrics = new Set<MetricKey>();
  for (const item of funding.items) {
    const amount = item.amount;
    if (amount.kind === 'rate' || amount.kind === 'tiers') metrics.add(amount.metric);
    if (amount.kind === 'perUnit') {
      const metric = countMetric(amount.counts, amount.window);
      if (metric) metrics.add(metric);
    }
    for (const check of item.when?.checks ?? []) metrics.add(check.metric);
  }
  return [...new Set([...metrics].flatMap((metric) => METRICS[metric].needs))];
}
