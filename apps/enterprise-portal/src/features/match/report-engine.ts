import type { MatchablePolicy, MatchScope } from '@smes/api';
import { matchForContractInSteps, prepareMatchable, regionNamesFrom, runSteps } from '@smes/eligibility';
import type { EnterpriseLedger, MatchablePolicies, RegionTreeNode, RuleSet, ValueNames } from '@smes/eligibility';
import type { MatchSummary } from './report-model';

// The eligibility engine's side of a match report: preparing the policies and scoring them in the browser. Only the
// what-if imports it; the report's first view draws the saved verdicts without it (ADR 91), and the questionnaire
// reads its questions from the parsed rule sets alone (questionnaire.ts, ADR 95).

/** The policies outside the region scope as a saved report lists and counts them. */
export type OutsideScope = Pick<MatchSummary, 'outOfScope' | 'outOfScopeCount'>;

export type PreparedPolicies = MatchablePolicies & { ruleSets: RuleSet[]; scope?: MatchScope; names?: ValueNames; outside?: OutsideScope };

/**
 * `scope`: the saved report's, so a what-if names the region scope exactly as the report does;
 * `regions` (the region tree) lets it word region codes in 实际值 as the saved report does (杭州市余杭区);
 * `outside`: the saved report's out-of-scope policies, which the what-if keeps (it never changes the region, and the
 * browser receives only the policies of the enterprise's region chain).
 */
export function preparePolicies(policies: readonly MatchablePolicy[], scope?: MatchScope, regions?: readonly RegionTreeNode[], outside?: OutsideScope): PreparedPolicies {
  const prepared = prepareMatchable(policies);
  const ready: PreparedPolicies = { ...prepared, ruleSets: prepared.candidates.map((candidate) => candidate.ruleSet) };
  if (scope) ready.scope = scope;
  if (regions) ready.names = regionNamesFrom(regions);
  if (outside) ready.outside = outside;
  return ready;
}

/** Scores the prepared policies in the enterprise's region scope in the browser: the what-if, without a request. */
export function simulateMatch(prepared: PreparedPolicies, ledger: EnterpriseLedger, now: Date): MatchSummary {
  return runSteps(simulateMatchInSteps(prepared, ledger, now));
}

/** `simulateMatch` in steps, one per policy scored (`matchForContractInSteps`), for a caller that runs it in slices. */
export function* simulateMatchInSteps(prepared: PreparedPolicies, ledger: EnterpriseLedger, now: Date): Generator<void, MatchSummary, void> {
  const simulated = yield* matchForContractInSteps(prepared, ledger, now, prepared.scope, prepared.names);
  return prepared.outside ? { ...simulated, ...prepared.outside } : simulated;
}
