import type { HeldQualificationData, MatchCategoryCount, MatchReportPayload, MatchScope, OutOfScopePolicy, PolicyMatchData, QualificationGapData, SubsidyEstimate } from '@smes/api';
import type { ConditionTableRow } from '../../shared/ledger/condition-table';

// What a saved report shows, without the eligibility engine: the report's first view draws the server's verdicts
// with this module alone; the engine (report-engine.ts) loads with the what-if (ADR 91).

export type MatchStatus = PolicyMatchData['status'];

// incomplete: a hard condition is undecided (a ledger field or a material) — 待核验, like the condition rows.
// held: the qualification the policy confers is already held (已认定), so it is shown, never offered as a target.
export const MATCH_STATUS_TEXT: Record<MatchStatus, string> = { eligible: '符合', incomplete: '待核验', ineligible: '不符合', held: '已认定' };

/** StatusChip tone words for each verdict. */
export const MATCH_STATUS_TONE: Record<MatchStatus, string> = { eligible: 'success', incomplete: 'pending', ineligible: 'failed', held: 'info' };

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
  /** Set when the qualification the policy confers is held: 已认定（有效期至 …）. */
  held?: HeldQualificationData;
  /** The scored scheme's verdict, when the policy has one (it weighs in the 匹配度). */
  score?: { status: 'pass' | 'fail' | 'unknown'; gate?: 'pass' | 'fail' | 'unknown' };
};

/**
 * A saved report answered a page at a time (ADR 122): `matches` holds each category's first page, the rest is read
 * from the server by category.
 */
export type SavedPaging = {
  reportId: number;
  /** Every category with its counts, in the order they first occur in the report. */
  categories: MatchCategoryCount[];
  /** How many policies the report evaluated. */
  policyCount: number;
};

export type MatchSummary = {
  matchedCount: number;
  /** 预估可获资金: the one estimate (保守/乐观, method, lines), as every screen shows it. */
  estimate: SubsidyEstimate;
  /** The region scope the policies were matched in. */
  scope: MatchScope;
  qualificationsInReach: string[];
  /** Each qualification within reach with what is still missing; null for reports saved before gaps were kept. */
  qualificationGaps: QualificationGapData[] | null;
  /** The policies in scope. */
  matches: PolicyResult[];
  /** Policies outside the scope, not scored: the first few, shown only when the user widens the scope. */
  outOfScope: OutOfScopePolicy[];
  /** How many policies are outside the scope (outOfScope lists the first of them). */
  outOfScopeCount: number;
  /** Set for a saved report whose `matches` are each category's first page only. */
  paged?: SavedPaging;
  /** Every ledger field an undecided condition of the whole report asks for (a saved report answered by pages). */
  undecidedFields?: string[];
};

/** One policy of a saved report as a result row shows it. */
export function fromSavedPolicy(match: PolicyMatchData): PolicyResult {
  return { ...match, missingFields: match.missingFields ?? [] };
}

/** A saved report as its screen shows it; `reportId` lets a report answered by pages read its other policies. */
export function fromSavedMatch(payload: MatchReportPayload, reportId?: number): MatchSummary {
  const summary: MatchSummary = {
    matchedCount: payload.matchedCount,
    estimate: payload.estimate,
    scope: payload.scope,
    qualificationsInReach: payload.qualificationsInReach,
    qualificationGaps: payload.qualificationGaps ?? null,
    matches: payload.matches.map(fromSavedPolicy),
    outOfScope: payload.outOfScope,
    outOfScopeCount: payload.outOfScopeCount,
  };
  if (payload.categories && reportId !== undefined) summary.paged = { reportId, categories: payload.categories, policyCount: payload.policyCount ?? payload.matches.length };
  if (payload.undecidedFields) summary.undecidedFields = payload.undecidedFields;
  return summary;
}

/** How many policies the report evaluated: all of them are in `matches` unless it is answered by pages. */
export function policyCountOf(summary: MatchSummary): number {
  return summary.paged?.policyCount ?? summary.matches.length;
}

/** A category's policies as far as they are at hand (a saved report answered by pages: its first page), and its counts. */
export type CategoryGroup = { category: string; policies: PolicyResult[]; eligible: number; total: number };

/** Results by category, keeping the ranking inside each; categories with more eligible policies first. */
export function groupByCategory(matches: readonly PolicyResult[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const match of matches) {
    const group = groups.get(match.category) ?? { category: match.category, policies: [], eligible: 0, total: 0 };
    group.policies.push(match);
    group.total += 1;
    if (match.status === 'eligible') group.eligible += 1;
    groups.set(match.category, group);
  }
  return [...groups.values()].sort((a, b) => b.eligible - a.eligible);
}

/**
 * The categories of a report answered by pages, in the order groupByCategory gives the whole report (the server lists
 * them in the order they first occur, with their counts), each with the first page its detail carries.
 */
export function groupPagedByCategory(matches: readonly PolicyResult[], categories: readonly MatchCategoryCount[]): CategoryGroup[] {
  const firstPages = new Map<string, PolicyResult[]>();
  for (const match of matches) firstPages.set(match.category, [...(firstPages.get(match.category) ?? []), match]);
  return categories
    .map((count) => ({ category: count.category, policies: firstPages.get(count.category) ?? [], eligible: count.eligible, total: count.total }))
    .sort((a, b) => b.eligible - a.eligible);
}

export type SummaryDelta = { matchedCount: number; conservative: number; optimistic: number; qualifications: number };

export function summaryDelta(saved: MatchSummary, simulated: MatchSummary): SummaryDelta {
  return {
    matchedCount: simulated.matchedCount - saved.matchedCount,
    conservative: round2(simulated.estimate.conservative - saved.estimate.conservative),
    optimistic: round2(simulated.estimate.optimistic - saved.estimate.optimistic),
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
