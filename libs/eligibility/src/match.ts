import type { Evaluation, EvaluateOptions, EvaluationStatus } from './evaluate';
import { MetricCache, evaluateWithCache, scoreGate } from './evaluate';
import type { EnterpriseLedger } from './ledger';
import { getLedgerField } from './ledger-fields';
import { formatNumber } from './metrics';
import type { RuleSet } from './rule-set';
import { estimateSubsidy } from './estimate';
import type { SubsidyEstimate } from './estimate';

/** The policy category of qualification schemes (资质认定), whose names feed `qualificationsInReach`. */
export const QUALIFICATION_CATEGORY = '资质认定';

/** A qualification is "in reach" with at most this many unmet hard conditions (the score counting as one)… */
export const IN_REACH_MAX_GAPS = 2;
/** …and at most this many ledger fields still to fill. */
export const IN_REACH_MAX_MISSING_FIELDS = 2;

/** A qualification the enterprise does not hold yet and what stands between it and the qualification. */
export type QualificationGap = {
  policyId: string;
  name: string;
  /** One entry per unmet condition, in words (发明专利数量还差 2 件; 需填写研发人员数); empty when all are met. */
  gaps: string[];
};

export type PolicyCandidate = {
  policyId: string;
  ruleSet: RuleSet;
  /** 最高扶持金额, 万元; null for qualifications and other non-monetary support. */
  supportAmount: number | null;
  category: string;
  /** The policy's title (defaults to the rule set's name), as the estimate's lines name it. */
  title?: string;
  /** The policy's region (100000 for national); undefined: the rule set alone decides where it applies. */
  regionCode?: string;
  regionName?: string;
};

export type PolicyMatch = Evaluation & { policyId: string; supportAmount: number | null; category: string };

export type PolicyMatchReport = {
  /** Eligible by match degree, then incomplete, then ineligible. */
  matches: PolicyMatch[];
  matchedCount: number;
  /** 乐观 of `estimate`, 万元 (kept for headlines and older readers). */
  estimatedSubsidy: number;
  /** The one money figure (estimate.ts): a 保守/乐观 range with its lines. */
  estimate: SubsidyEstimate;
  /** Names of the qualifications in `qualificationGaps`. */
  qualificationsInReach: string[];
  /**
   * 资质认定 schemes the ledger does not already hold, each at most two closable gaps away: a failed
   * condition counts only when its distance can be named, an undecided one names the field or material.
   */
  qualificationGaps: QualificationGap[];
};

// 已认定 comes last: it is what the enterprise holds, never something to apply for.
const STATUS_RANK: Record<EvaluationStatus, number> = { eligible: 0, incomplete: 1, ineligible: 2, held: 3 };

function byRank(a: PolicyMatch, b: PolicyMatch): number {
  return (
    STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
    b.matchDegree - a.matchDegree ||
    (b.supportAmount ?? -1) - (a.supportAmount ?? -1) ||
    (a.policyId < b.policyId ? -1 : a.policyId > b.policyId ? 1 : 0)
  );
}

/** Runs a stepwise computation (`matchPoliciesInSteps`, `matchForContractInSteps`) to its end in one go. */
export function runSteps<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export function matchPolicies(items: readonly PolicyCandidate[], ledger: EnterpriseLedger, options: EvaluateOptions): PolicyMatchReport {
  return runSteps(matchPoliciesInSteps(items, ledger, options));
}

/**
 * `matchPolicies` in steps: it pauses (yields) after each policy it evaluates and after each later stage, so a caller
 * can spread one match over several tasks and let input in between (the browser's what-if, ADR 109). Run to its end
 * it is `matchPolicies` itself, the same code on the same data.
 */
export function* matchPoliciesInSteps(
  items: readonly PolicyCandidate[],
  ledger: EnterpriseLedger,
  options: EvaluateOptions,
): Generator<void, PolicyMatchReport, void> {
  const metrics = new MetricCache(ledger, options);
  const byId = new Map(items.map((item) => [item.policyId, item]));
  const matches: PolicyMatch[] = [];
  for (const item of items) {
    matches.push({
      ...evaluateWithCache(item.ruleSet, metrics),
      policyId: item.policyId,
      supportAmount: item.supportAmount,
      category: item.category,
    });
    yield;
  }
  matches.sort(byRank);
  yield;
  const eligible = matches.filter((match) => match.status === 'eligible');
  const qualificationGaps: QualificationGap[] = [];
  const named = new Set<string>();
  for (const match of matches) {
    const ruleSet = byId.get(match.policyId)?.ruleSet;
    // Only a scheme that confers a qualification is one to reach for (an award for holding one is not).
    if (match.category !== QUALIFICATION_CATEGORY || !ruleSet?.grants || match.status === 'held' || named.has(match.name)) continue;
    const gaps = gapsOf(match);
    if (gaps === null) continue;
    named.add(match.name);
    qualificationGaps.push({ policyId: match.policyId, name: match.name, gaps });
  }
  yield;
  const estimate = estimateSubsidy(
    eligible.map((match) => {
      const item = byId.get(match.policyId);
      return {
        policyId: match.policyId,
        policyTitle: item?.title ?? match.name,
        status: match.status,
        supportAmount: match.supportAmount,
        ...(item?.ruleSet.funding ? { funding: item.ruleSet.funding } : {}),
        ...(match.score ? { score: match.score } : {}),
      };
    }),
    ledger,
    options,
  );
  return {
    matches,
    matchedCount: eligible.length,
    estimatedSubsidy: estimate.optimistic,
    estimate,
    qualificationsInReach: qualificationGaps.map((gap) => gap.name),
    qualificationGaps,
  };
}

/** What is left to meet, in words; null when it is out of reach (too many gaps, or a failure with no distance). */
function gapsOf(match: PolicyMatch): string[] | null {
  if (match.status === 'eligible') return [];
  if (match.missingFields.length > IN_REACH_MAX_MISSING_FIELDS) return null;
  const gaps: string[] = [];
  for (const result of match.results) {
    if (result.kind !== 'hard' || result.status === 'pass') continue;
    if (result.status === 'fail') {
      if (!result.gap) return null;
      gaps.push(result.gap);
    } else if (result.decidedBy === 'evidence') {
      gaps.push(`待核验${result.evidence}`);
    } else {
      gaps.push(`需填写${result.missingFields.map((field) => getLedgerField(field).label).join('、')}`);
    }
  }
  const score = match.score;
  if (score && scoreGate(score) !== 'pass') {
    const needed = score.passRule === '>' ? score.passScore + 1 - score.total : score.passScore - score.total;
    const orPath = score.directPaths ? '或满足直通条件之一' : '';
    gaps.push(score.status === 'fail' ? `评价得分还差 ${formatNumber(needed)} 分${orPath}` : `评价得分 ${formatNumber(score.total)} 分，需补全评分指标`);
  }
  return gaps.length <= IN_REACH_MAX_GAPS ? gaps : null;
}
