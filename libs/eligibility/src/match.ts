import type { Evaluation, EvaluateOptions, EvaluationStatus } from './evaluate';
import { MetricCache, evaluateWithCache } from './evaluate';
import type { EnterpriseLedger } from './ledger';
import type { RuleSet } from './rule-set';
import { estimateSubsidy } from './estimate';
import type { SubsidyEstimate } from './estimate';

/** The policy category of qualification schemes (资质认定), whose names feed `qualificationsInReach`. */
export const QUALIFICATION_CATEGORY = '资质认定';

/** A qualification counts as "in reach" when it is incomplete with at most this many fields missing. */
export const IN_REACH_MAX_MISSING_FIELDS = 2;

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
  /** Names of 资质认定 rule sets that are eligible, or incomplete with ≤ 2 missing fields. */
  qualificationsInReach: string[];
};

const STATUS_RANK: Record<EvaluationStatus, number> = { eligible: 0, incomplete: 1, ineligible: 2 };

function byRank(a: PolicyMatch, b: PolicyMatch): number {
  return (
    STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
    b.matchDegree - a.matchDegree ||
    (b.supportAmount ?? -1) - (a.supportAmount ?? -1) ||
    (a.policyId < b.policyId ? -1 : a.policyId > b.policyId ? 1 : 0)
  );
}

export function matchPolicies(
  items: readonly PolicyCandidate[],
  ledger: EnterpriseLedger,
  options: EvaluateOptions,
): PolicyMatchReport {
  const metrics = new MetricCache(ledger, options);
  const byId = new Map(items.map((item) => [item.policyId, item]));
  const matches = items
    .map(
      (item): PolicyMatch => ({
        ...evaluateWithCache(item.ruleSet, metrics),
        policyId: item.policyId,
        supportAmount: item.supportAmount,
        category: item.category,
      }),
    )
    .sort(byRank);
  const eligible = matches.filter((match) => match.status === 'eligible');
  const inReach = matches.filter(
    (match) =>
      match.category === QUALIFICATION_CATEGORY &&
      (match.status === 'eligible' ||
        (match.status === 'incomplete' && match.missingFields.length <= IN_REACH_MAX_MISSING_FIELDS)),
  );
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
    qualificationsInReach: [...new Set(inReach.map((match) => match.name))],
  };
}
