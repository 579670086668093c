import type { MatchablePolicy, MatchReportPayload, PolicyMatchData, QualificationGapData } from '@smes/api';
import { matchForContract, prepareMatchable, regionNamesFrom } from '@smes/eligibility';
import type { EnterpriseLedger, MatchablePolicies, RegionTreeNode, RuleSet, ValueNames } from '@smes/eligibility';
import type { ConditionTableRow } from '../../shared/ledger/condition-table';

export type MatchStatus = PolicyMatchData['status'];

// incomplete: a hard condition is undecided (a ledger field or a material) — 待核验, like the condition rows.
export const MATCH_STATUS_TEXT: Record<MatchStatus, string> = { eligible: '符合', incomplete: '待核验', ineligible: '不符合' };

/** StatusChip tone words for each verdict. */
export const MATCH_STATUS_TONE: Record<MatchStatus, string> = { eligible: 'success', incomplete: 'pending', ineligible: 'failed' };

/** One policy's verdict, the same shape whether it comes from a saved report or from the browser. */
export type PolicyResult = {
  policyId: number;
  policyTitle: string;
  category: string;
  supportAmount: number | null;
  status: MatchStatus;
  matchDegree: number;
  results: ConditionTableRow[];
  missingFields: string[];
};

export type MatchSummary = {
  matchedCount: number;
  /** 万元. */
  estimatedSubsidy: number;
  qualificationsInReach: string[];
  /** Each qualification within reach with what is still missing; null for reports saved before gaps were kept. */
  qualificationGaps: QualificationGapData[] | null;
  matches: PolicyResult[];
};

export function fromSavedMatch(payload: MatchReportPayload): MatchSummary {
  return {
    matchedCount: payload.matchedCount,
    estimatedSubsidy: payload.estimatedSubsidy,
    qualificationsInReach: payload.qualificationsInReach,
    qualificationGaps: payload.qualificationGaps ?? null,
    matches: payload.matches.map((match) => ({ ...match, missingFields: match.missingFields ?? [] })),
  };
}

/** Matchable policies with their rule sets parsed once, ready for any number of what-if runs. */
export type PreparedPolicies = MatchablePolicies & { ruleSets: RuleSet[]; names?: ValueNames };

/** `regions` (the region tree) lets the what-if word region codes as the saved report does (杭州市余杭区). */
export function preparePolicies(policies: readonly MatchablePolicy[], regions?: readonly RegionTreeNode[]): PreparedPolicies {
  const prepared = prepareMatchable(policies);
  const ruleSets = prepared.candidates.map((candidate) => candidate.ruleSet);
  return regions ? { ...prepared, ruleSets, names: regionNamesFrom(regions) } : { ...prepared, ruleSets };
}

/** Scores every prepared policy against a ledger in the browser: the what-if, without a request. */
export function simulateMatch(prepared: PreparedPolicies, ledger: EnterpriseLedger, now: Date): MatchSummary {
  return matchForContract(prepared, ledger, now, prepared.names);
}

export type CategoryGroup = { category: string; policies: PolicyResult[]; eligible: number };

/** Results by category, keeping the ranking inside each; categories with more eligible policies first. */
export function groupByCategory(matches: readonly PolicyResult[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const match of matches) {
    const group = groups.get(match.category) ?? { category: match.category, policies: [], eligible: 0 };
    group.policies.push(match);
    if (match.status === 'eligible') group.eligible += 1;
    groups.set(match.category, group);
  }
  return [...groups.values()].sort((a, b) => b.eligible - a.eligible);
}

export type SummaryDelta = { matchedCount: number; estimatedSubsidy: number; qualifications: number };

export function summaryDelta(saved: MatchSummary, simulated: MatchSummary): SummaryDelta {
  return {
    matchedCount: simulated.matchedCount - saved.matchedCount,
    estimatedSubsidy: round2(simulated.estimatedSubsidy - saved.estimatedSubsidy),
    qualifications: simulated.qualificationsInReach.length - saved.qualificationsInReach.length,
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A change with its sign, e.g. +2, −150 (0 stays 0). */
export function formatDelta(value: number, format: (value: number) => string = String): string {
  if (value > 0) return `+${format(value)}`;
  if (value < 0) return `−${format(-value)}`;
  return '0';
}
