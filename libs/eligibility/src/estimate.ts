import { MetricCache, checkStatus } from './evaluate';
import type { EvaluationStatus, ScoreResult } from './evaluate';
import type { FundingAmount, FundingGroup, FundingItem, RuleSetFunding } from './funding';
import { COUNTED_UNITS, FUNDING_WINDOW_LABELS, countMetric } from './funding';
import type { EnterpriseLedger } from './ledger';
import type { MetricKey } from './metrics';
import { formatNumber, METRICS } from './metrics';

export { formatEstimateRange } from './estimate-range';

/**
 * The one money figure of the product: the match report, the home page, 区域对比's 我的预估收益 and the export all
 * show `estimateSubsidy`'s range. Each policy's amount is computed item by item the way its clause computes it
 * (funding.ts), with the enterprise's own arithmetic and every cap as a line of its own, so each breakdown adds
 * up to its headline: Σ parts = the policy's line, Σ counted lines + Σ adjustments = the estimate.
 */

export type EstimateCandidate = {
  policyId: string;
  policyTitle: string;
  status: EvaluationStatus;
  /** 最高扶持金额, 万元; null for non-monetary support. */
  supportAmount: number | null;
  funding?: RuleSetFunding;
  score?: ScoreResult;
};

/**
 * One line of a policy's arithmetic: an item ("2 件 × 3 万元 = 6 万元"), a cap taking the excess off (negative
 * amounts), or an item that does not count (another item of its exclusive group was better, its own condition
 * fails, the ledger cannot compute it) at 0.
 */
export type EstimatePart = {
  kind: 'item' | 'cap' | 'excluded';
  title: string;
  /** The article it rests on: 第五条（一）. */
  clause: string;
  /** The arithmetic or the reason, in words. */
  text: string;
  conservative: number;
  optimistic: number;
};

export type EstimateLine = {
  policyId: string;
  policyTitle: string;
  /** The funded scheme in words. */
  item: string;
  /** This policy's own range, 万元 (the sum of its parts), before de-duplication across policies. */
  conservative: number;
  optimistic: number;
  /** Whether the policy's money is in the totals (false: the same scheme, an exclusive group or a cap took it). */
  counted: boolean;
  /** How the amount was found, or why it is not counted. */
  note: string;
  /** The policy's own arithmetic, item by item; absent for a policy without funding data. */
  parts: EstimatePart[];
};

/** A cap over several policies (科技项目资助同一企业年度累计不超过 40 万元), as its own line: negative amounts. */
export type EstimateAdjustment = { title: string; note: string; conservative: number; optimistic: number };

export type SubsidyEstimate = {
  /** 保守, 万元. */
  conservative: number;
  /** 乐观, 万元; never below 保守. */
  optimistic: number;
  method: string;
  lines: EstimateLine[];
  /** Caps over several policies; Σ counted lines + Σ adjustments = the totals. */
  adjustments: EstimateAdjustment[];
};

export const ESTIMATE_METHOD =
  '只计符合全部必要条件的资金类政策，逐项按政策原文的计算方式测算：定额奖励按公布金额；按件（项）资助按企业档案或知识产权台账中' +
  '条款所指期间（上年度即上一个日历年）的数量 × 单价；按比例补助按企业档案中的基数 × 比例；择优支持保守计 0、乐观按最高额；' +
  '企业档案无法计算的（如需另行核验的项目、贷款）不计入。单项与单个企业上限、同一事项的各级政策只计一次、不可同时享受的只计较高的一项、' +
  '多项政策累计上限，均作为单独一行列出。';

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

type Metrics = MetricCache;

function describeValue(metrics: Metrics, key: MetricKey): string {
  const result = metrics.get(key);
  if (!result.known || typeof result.value !== 'number') return '未填写';
  const unit = METRICS[key].unit;
  return `${formatNumber(result.value)}${unit === '%' ? '%' : unit ? ` ${unit}` : ''}`;
}

type ItemAmount = { low: number; high: number; text: string; computed: boolean };

function amountOf(amount: FundingAmount, metrics: Metrics): ItemAmount {
  switch (amount.kind) {
    case 'fixed':
      return { low: amount.amount, high: amount.amount, text: `定额 ${formatNumber(amount.amount)} 万元`, computed: true };
    case 'upTo':
      return { low: 0, high: amount.amount, text: `择优支持，最高 ${formatNumber(amount.amount)} 万元：保守计 0`, computed: true };
    case 'notFromLedger':
      return { low: 0, high: 0, text: `${amount.reason}，不计入测算`, computed: false };
    case 'perUnit': {
      const spec = COUNTED_UNITS[amount.counts];
      const metric = countMetric(amount.counts, amount.window);
      const window = FUNDING_WINDOW_LABELS[amount.window];
      const result = metric ? metrics.get(metric) : undefined;
      if (!metric || !result?.known || typeof result.value !== 'number') {
        return { low: 0, high: 0, text: `${window}${spec.label}数量未填写，无法计算（每${spec.unit} ${formatNumber(amount.unitAmount)} 万元）`, computed: false };
      }
      const count = Math.max(0, result.value);
      const value = round2(count * amount.unitAmount);
      return { low: value, high: value, text: `${window}${spec.label} ${formatNumber(count)} ${spec.unit} × ${formatNumber(amount.unitAmount)} 万元 = ${formatNumber(value)} 万元`, computed: true };
    }
    case 'rate': {
      const { label } = METRICS[amount.metric];
      const result = metrics.get(amount.metric);
      const percent = formatNumber(round2(amount.rate * 100));
      if (!result.known || typeof result.value !== 'number') return { low: 0, high: 0, text: `${label}未填写，无法计算（按 ${percent}%）`, computed: false };
      const value = round2(Math.max(0, result.value) * amount.rate);
      return { low: value, high: value, text: `${label} ${formatNumber(result.value)} 万元 × ${percent}% = ${formatNumber(value)} 万元`, computed: true };
    }
    case 'tiers': {
      const { label } = METRICS[amount.metric];
      const result = metrics.get(amount.metric);
      const top = Math.max(...amount.tiers.map((tier) => tier.amount));
      if (!result.known || typeof result.value !== 'number') return { low: 0, high: top, text: `${label}未填写：保守计 0，乐观按最高档 ${formatNumber(top)} 万元`, computed: false };
      const value = result.value;
      const reached = amount.tiers.filter((tier) => value >= tier.min).at(-1);
      const got = reached?.amount ?? 0;
      return { low: got, high: got, text: reached ? `${label} ${describeValue(metrics, amount.metric)}，达到 ${formatNumber(reached.min)} 档：${formatNumber(got)} 万元` : `${label} ${describeValue(metrics, amount.metric)}，未达到最低档`, computed: true };
    }
  }
}

type ItemLine = { item: FundingItem; low: number; high: number; parts: EstimatePart[] };

/** One item: its own condition, its amount, its cap (a line of its own). */
function itemLine(item: FundingItem, metrics: Metrics): ItemLine {
  const outcomes = (item.when?.checks ?? []).map((check) => checkStatus(check, metrics));
  const when = item.when;
  if (when && outcomes.includes('fail')) {
    return { item, low: 0, high: 0, parts: [{ kind: 'excluded', title: item.title, clause: item.clause, text: `不适用：${when.title}不满足`, conservative: 0, optimistic: 0 }] };
  }
  const amount = amountOf(item.amount, metrics);
  // An item whose own condition is still open (a field to fill, a fact to confirm) is possible, never certain.
  const open = when !== undefined && (outcomes.includes('unknown') || when.confirm !== undefined);
  const pending = open ? `；${when?.confirm ? `待确认${when.confirm}` : `待确认${when?.title ?? ''}`}：保守计 0` : '';
  const low = open ? 0 : amount.low;
  const parts: EstimatePart[] = [
    { kind: amount.computed || amount.high > 0 ? 'item' : 'excluded', title: item.title, clause: item.clause, text: `${amount.text}${pending}`, conservative: low, optimistic: amount.high },
  ];
  let capped = { low, high: amount.high };
  if (item.cap !== undefined && amount.high > item.cap) {
    const cutHigh = round2(amount.high - item.cap);
    const cutLow = round2(Math.max(0, low - item.cap));
    parts.push({ kind: 'cap', title: `${item.title}上限`, clause: item.clause, text: `单项最高 ${formatNumber(item.cap)} 万元`, conservative: -cutLow, optimistic: -cutHigh });
    capped = { low: round2(low - cutLow), high: item.cap };
  }
  return { item, low: capped.low, high: capped.high, parts };
}

/** Better for the enterprise: higher 乐观, then higher 保守, then the lower id (deterministic). */
function better(a: { low: number; high: number; id: string }, b: { low: number; high: number; id: string }): boolean {
  if (a.high !== b.high) return a.high > b.high;
  if (a.low !== b.low) return a.low > b.low;
  return a.id < b.id;
}

type PolicyRange = { candidate: EstimateCandidate; funding: RuleSetFunding; low: number; high: number; parts: EstimatePart[]; how: string };

/** A policy's own range from its items: exclusive groups keep their best item, the policy's cap is its own line. */
function policyRange(candidate: EstimateCandidate, funding: RuleSetFunding, metrics: Metrics): PolicyRange {
  const lines = funding.items.map((item) => itemLine(item, metrics));
  const excludedBy = new Map<string, string>();
  for (const group of funding.exclusive ?? []) {
    const members = lines.filter((line) => group.items.includes(line.item.id));
    const winner = members.reduce<ItemLine | undefined>(
      (best, line) => (!best || better({ low: line.low, high: line.high, id: line.item.id }, { low: best.low, high: best.high, id: best.item.id }) ? line : best),
      undefined,
    );
    for (const line of members) if (winner && line !== winner) excludedBy.set(line.item.id, `与「${winner.item.title}」不重复享受（${group.title}），不计入`);
  }
  const parts: EstimatePart[] = [];
  let low = 0;
  let high = 0;
  for (const line of lines) {
    const excluded = excludedBy.get(line.item.id);
    if (excluded !== undefined) {
      const first = line.parts[0];
      parts.push({ kind: 'excluded', title: line.item.title, clause: line.item.clause, text: `${first?.text ?? ''}；${excluded}`, conservative: 0, optimistic: 0 });
      continue;
    }
    parts.push(...line.parts);
    low += line.low;
    high += line.high;
  }
  if (funding.cap && high > funding.cap.amount) {
    const cutHigh = round2(high - funding.cap.amount);
    const cutLow = round2(Math.max(0, low - funding.cap.amount));
    parts.push({ kind: 'cap', title: funding.cap.title, clause: funding.cap.clause, text: `${funding.cap.title} ${formatNumber(funding.cap.amount)} 万元`, conservative: -cutLow, optimistic: -cutHigh });
    low -= cutLow;
    high = funding.cap.amount;
  }
  low = round2(low);
  high = round2(high);
  const counted = parts.filter((part) => part.kind !== 'excluded');
  const how = counted.length === 0 ? '企业档案无法计算其中任何一项' : counted.map((part) => part.text).join('；');
  return { candidate, funding, low, high, parts, how };
}

/** A policy without funding data: its published maximum as an 择优 amount (保守 0). */
function fallbackRange(candidate: EstimateCandidate): PolicyRange {
  const max = Math.max(0, candidate.supportAmount ?? 0);
  const funding: RuleSetFunding = { item: `policy:${candidate.policyId}`, itemTitle: candidate.policyTitle, items: [{ id: 'published-maximum', title: '公布的最高扶持金额', clause: '全文', amount: { kind: 'upTo', amount: max } }] };
  const text = `最高 ${formatNumber(max)} 万元，原文未列计算方式：保守计 0`;
  return { candidate, funding, low: 0, high: max, parts: [{ kind: 'item', title: '公布的最高扶持金额', clause: '全文', text, conservative: 0, optimistic: max }], how: text };
}

type ItemTotal = { key: string; title: string; best: PolicyRange; group: FundingGroup | undefined; low: number; high: number; id: string };

/**
 * The estimate over a report's evaluations: eligible policies only (符合 rests on every hard condition passed from
 * the enterprise's own data); one amount per funded scheme; one scheme per `one` group; a `cap` group's schemes
 * together at most its cap, the excess an adjustment line. Pure: the same matches, ledger and day give the same
 * figure in the stand-in and the browser.
 */
export function estimateSubsidy(candidates: readonly EstimateCandidate[], ledger: EnterpriseLedger, options: { now: Date }): SubsidyEstimate {
  const metrics = new MetricCache(ledger, options);
  const ranges = candidates
    .filter((candidate) => candidate.status === 'eligible' && (candidate.funding !== undefined || (candidate.supportAmount ?? 0) > 0))
    .map((candidate) => (candidate.funding ? policyRange(candidate, candidate.funding, metrics) : fallbackRange(candidate)));
  const notes = new Map<PolicyRange, { counted: boolean; note: string }>();

  const items = new Map<string, ItemTotal>();
  for (const range of ranges) {
    const key = range.funding.item;
    const entry = { low: range.low, high: range.high, id: range.candidate.policyId };
    const current = items.get(key);
    if (!current || better(entry, current)) {
      items.set(key, { key, title: range.funding.itemTitle, best: range, group: range.funding.group, ...entry });
    }
  }
  for (const range of ranges) {
    const item = items.get(range.funding.item);
    if (item && item.best !== range) {
      notes.set(range, { counted: false, note: `与「${item.best.candidate.policyTitle}」资助同一事项（${item.title}），只计一次` });
    }
  }

  const adjustments: EstimateAdjustment[] = [];
  const groups = new Map<string, ItemTotal[]>();
  let conservative = 0;
  let optimistic = 0;
  for (const item of items.values()) {
    if (!item.group) {
      conservative += item.low;
      optimistic += item.high;
      notes.set(item.best, { counted: true, note: item.best.how });
      continue;
    }
    groups.set(item.group.id, [...(groups.get(item.group.id) ?? []), item]);
  }
  for (const members of groups.values()) {
    const group = members[0]?.best.funding.group;
    if (!group) continue;
    if (group.rule === 'one') {
      const winner = members.reduce((best, item) => (better(item, best) ? item : best));
      conservative += winner.low;
      optimistic += winner.high;
      for (const item of members) {
        notes.set(
          item.best,
          item === winner
            ? { counted: true, note: `${item.best.how}（${group.title}：只计一项）` }
            : { counted: false, note: `与「${winner.best.candidate.policyTitle}」不可同时享受（${group.title}），只计较高的一项` },
        );
      }
    } else {
      const low = members.reduce((sum, item) => sum + item.low, 0);
      const high = members.reduce((sum, item) => sum + item.high, 0);
      conservative += low;
      optimistic += high;
      if (high > group.cap) {
        const cutLow = round2(Math.max(0, low - group.cap));
        const cutHigh = round2(high - group.cap);
        conservative -= cutLow;
        optimistic -= cutHigh;
        adjustments.push({
          title: `${group.title}累计上限 ${formatNumber(group.cap)} 万元`,
          note: `${members.map((item) => `「${item.best.candidate.policyTitle}」`).join('、')}合计超过上限，超出部分不计`,
          conservative: -cutLow,
          optimistic: -cutHigh,
        });
      }
      for (const item of members) notes.set(item.best, { counted: true, note: `${item.best.how}（${group.title}累计不超过 ${formatNumber(group.cap)} 万元）` });
    }
  }

  const lines = ranges
    .map((range): EstimateLine => {
      const note = notes.get(range) ?? { counted: false, note: '' };
      return {
        policyId: range.candidate.policyId,
        policyTitle: range.candidate.policyTitle,
        item: range.funding.itemTitle,
        conservative: range.low,
        optimistic: range.high,
        ...note,
        parts: range.parts,
      };
    })
    .sort((a, b) => Number(b.counted) - Number(a.counted) || b.optimistic - a.optimistic || b.conservative - a.conservative || (a.policyId < b.policyId ? -1 : a.policyId > b.policyId ? 1 : 0));
  return { conservative: round2(conservative), optimistic: round2(optimistic), method: ESTIMATE_METHOD, lines, adjustments };
}
