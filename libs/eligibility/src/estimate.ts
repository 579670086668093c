import type { ScoreResult } from './evaluate';
import type { FundingGroup, RuleSetFunding } from './funding';
import type { EnterpriseLedger } from './ledger';
import type { EvaluationStatus } from './evaluate';
import { computeMetric, formatNumber, METRICS } from './metrics';

export { formatEstimateRange } from './estimate-range';

/**
 * The one money figure of the product (issue 7): the match report, the home page, 区域对比's 我的预估收益
 * and the export all show `estimateSubsidy`'s range. It replaces "Σ every eligible policy's maximum",
 * which counted the same money once per level of government and every 择优 maximum as certain.
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

export type EstimateLine = {
  policyId: string;
  policyTitle: string;
  /** The funded item in words. */
  item: string;
  /** This policy's own range, 万元, before de-duplication. */
  conservative: number;
  optimistic: number;
  /** Whether the policy's money is in the totals (false: the same item, an exclusive group or a cap took it). */
  counted: boolean;
  /** How the amount was found, or why it is not counted. */
  note: string;
};

export type SubsidyEstimate = {
  /** 保守, 万元. */
  conservative: number;
  /** 乐观, 万元; never below 保守. */
  optimistic: number;
  method: string;
  lines: EstimateLine[];
};

export const ESTIMATE_METHOD =
  '只计符合条件的资金类政策。保守：定额奖励按公布金额，比例补助按企业档案数据计算，评分类按已得分对应档次，择优支持计 0；' +
  '乐观：择优支持按最高额，评分类按可达最高分对应档次。同一资助事项的各级政策只计一次（取金额较高者），' +
  '互斥政策只计较高的一项，有累计上限的按上限封顶。';

type PolicyRange = { candidate: EstimateCandidate; funding: RuleSetFunding; low: number; high: number; how: string };

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function bandShare(bands: readonly { minScore: number; share: number }[], score: number): number {
  let share = 0;
  for (const band of bands) if (score >= band.minScore && band.share > share) share = band.share;
  return share;
}

function rangeOf(candidate: EstimateCandidate, funding: RuleSetFunding, ledger: EnterpriseLedger, now: Date): PolicyRange {
  const max = Math.max(0, candidate.supportAmount ?? 0);
  const amount = funding.amount;
  const at = (low: number, high: number, how: string): PolicyRange => ({ candidate, funding, low: round2(Math.min(low, high)), high: round2(high), how });
  switch (amount.kind) {
    case 'fixed':
      return at(max, max, `定额 ${formatNumber(max)} 万元`);
    case 'upTo':
      return at(0, max, `最高 ${formatNumber(max)} 万元，择优支持：保守计 0`);
    case 'rate': {
      const metric = computeMetric(amount.metric, ledger, { now });
      const label = METRICS[amount.metric].label;
      if (!metric.known || typeof metric.value !== 'number') {
        return at(0, max, `按${label}的 ${formatNumber(amount.rate * 100)}% 计（最高 ${formatNumber(max)} 万元），${label}未填写：保守计 0`);
      }
      const value = Math.min(max, Math.max(0, metric.value * amount.rate));
      return at(value, value, `${label} ${formatNumber(metric.value)} 万元 × ${formatNumber(amount.rate * 100)}% = ${formatNumber(round2(value))} 万元（最高 ${formatNumber(max)} 万元）`);
    }
    case 'scoreBands': {
      const score = candidate.score;
      if (!score) return at(0, max, `按评分档次计（最高 ${formatNumber(max)} 万元），无评分：保守计 0`);
      const low = max * bandShare(amount.bands, score.total);
      const high = max * bandShare(amount.bands, score.possibleMax);
      return at(low, high, `评分 ${formatNumber(score.total)} 分（最高可达 ${formatNumber(score.possibleMax)} 分）对应档次`);
    }
  }
}

/** Better for the enterprise: higher 乐观, then higher 保守, then the lower policy id (deterministic). */
function better(a: { low: number; high: number; id: string }, b: { low: number; high: number; id: string }): boolean {
  if (a.high !== b.high) return a.high > b.high;
  if (a.low !== b.low) return a.low > b.low;
  return a.id < b.id;
}

type ItemTotal = { key: string; title: string; best: PolicyRange; group: FundingGroup | undefined; low: number; high: number; id: string };

/**
 * The estimate over a report's evaluations: eligible monetary policies only; one amount per funded
 * item; one item per `one` group; a `cap` group's items together at most its cap. Pure: the same
 * matches, ledger and day give the same figure in the stand-in and the browser.
 */
export function estimateSubsidy(candidates: readonly EstimateCandidate[], ledger: EnterpriseLedger, options: { now: Date }): SubsidyEstimate {
  const ranges = candidates
    .filter((candidate) => candidate.status === 'eligible' && (candidate.supportAmount ?? 0) > 0)
    .map((candidate) =>
      rangeOf(candidate, candidate.funding ?? { item: `policy:${candidate.policyId}`, itemTitle: candidate.policyTitle, amount: { kind: 'upTo' } }, ledger, options.now),
    );
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
      conservative += Math.min(low, group.cap);
      optimistic += Math.min(high, group.cap);
      const capped = high > group.cap ? `，合计超过上限按 ${formatNumber(group.cap)} 万元计` : '';
      for (const item of members) notes.set(item.best, { counted: true, note: `${item.best.how}（${group.title}累计不超过 ${formatNumber(group.cap)} 万元${capped}）` });
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
      };
    })
    .sort((a, b) => Number(b.counted) - Number(a.counted) || b.optimistic - a.optimistic || b.conservative - a.conservative || (a.policyId < b.policyId ? -1 : a.policyId > b.policyId ? 1 : 0));
  return { conservative: round2(conservative), optimistic: round2(optimistic), method: ESTIMATE_METHOD, lines };
}
