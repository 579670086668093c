import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import type { PortalSchemas } from '@smes/contract-types';
import type { EnterpriseLedger } from './ledger';
import type { ValueNames } from './metrics';
import { matchPoliciesInSteps, runSteps } from './match';
import type { PolicyCandidate, PolicyMatch, PolicyMatchReport } from './match';
import { parseRuleSet } from './rule-set';
import type { RuleSet } from './rule-set';
import type { SubsidyEstimate } from './estimate';
import { NATIONWIDE_REGION_NAME, regionChain, regionContains } from './scope';

/**
 * The engine ↔ contract mapping of policy matching, in one place: the stand-in builds saved reports
 * with it and the browser its instant what-if, so both produce the same contract `PolicyMatch`.
 */

export type ContractMatchablePolicy = PortalSchemas['MatchablePolicy'];
export type ContractPolicyMatch = PortalSchemas['PolicyMatch'];

/**
 * A matchable policy whose rule set is either the contract's JSON or already the engine's. The engine reads the rule
 * set itself, so the contract's `fields` (what the questionnaire counts, ADR 102) are not needed here.
 */
export type MatchableInput = Omit<ContractMatchablePolicy, 'ruleSet' | 'fields'> & { ruleSet: ContractMatchablePolicy['ruleSet'] | RuleSet };

/** Matchable policies ready for any number of engine runs: each rule set parsed once. */
export type MatchablePolicies = {
  candidates: PolicyCandidate[];
  /** Policy titles by the engine's (string) policy id. */
  titles: ReadonlyMap<string, string>;
  /** Policies whose rule set did not parse: left out rather than guessed at. */
  skipped: number;
};

export function prepareMatchable(policies: readonly MatchableInput[]): MatchablePolicies {
  const candidates: PolicyCandidate[] = [];
  const titles = new Map<string, string>();
  let skipped = 0;
  for (const policy of policies) {
    let ruleSet: RuleSet;
    try {
      ruleSet = parseRuleSet(policy.ruleSet);
    } catch {
      skipped += 1;
      continue;
    }
    const policyId = String(policy.policyId);
    candidates.push({
      policyId,
      ruleSet,
      supportAmount: policy.supportAmount,
      category: policy.category,
      title: policy.policyTitle,
      regionCode: policy.regionCode,
      regionName: policy.regionName,
    });
    titles.set(policyId, policy.policyTitle);
  }
  return { candidates, titles, skipped };
}

/**
 * The contract's `PolicyMatch` for one engine match. The rest of the evaluation (score, basis, advice…)
 * rides along: the contract allows it and the saved report's HTML export shows the score.
 */
export type PolicyMatchForContract = Omit<PolicyMatch, 'policyId'> & ContractPolicyMatch;

export function toContractPolicyMatch(match: PolicyMatch, titles: ReadonlyMap<string, string>): PolicyMatchForContract {
  return { ...match, policyId: Number(match.policyId), policyTitle: titles.get(match.policyId) ?? match.name };
}

export type ContractMatchScope = PortalSchemas['MatchScope'];
export type ContractSubsidyEstimate = PortalSchemas['SubsidyEstimate'];
export type ContractOutOfScopePolicy = PortalSchemas['OutOfScopePolicy'];

export type MatchSummaryForContract = Pick<
  PortalSchemas['MatchReportPayload'],
  'matchedCount' | 'estimatedSubsidy' | 'qualificationsInReach' | 'estimate' | 'scope' | 'outOfScope' | 'outOfScopeCount'
> & {
  qualificationGaps: PortalSchemas['QualificationGap'][];
  matches: PolicyMatchForContract[];
};

/**
 * The scope described by codes alone, for callers without a region tree (the stand-in names the
 * regions; the browser's what-if reuses the saved report's scope).
 */
export function scopeFromCodes(ledger: EnterpriseLedger): ContractMatchScope {
  const chain = regionChain(ledger);
  const regions = chain.map((code, index) => ({ code, name: index === 0 ? NATIONWIDE_REGION_NAME : code }));
  return { label: chain.length > 1 ? (chain.at(-1) ?? '') : `${NATIONWIDE_REGION_NAME}（未填写注册地区）`, regions };
}

export function toContractEstimate(estimate: SubsidyEstimate): ContractSubsidyEstimate {
  return { ...estimate, lines: estimate.lines.map((line) => ({ ...line, policyId: Number(line.policyId) })) };
}

/**
 * How many out-of-scope policies a report lists. A province holds tens of thousands of policies, nearly all of
 * them another region's: the report says how many there are and lists the first few with their reason, rather
 * than storing and sending every one.
 */
export const OUT_OF_SCOPE_LISTED = PORTAL_SCHEMA_LIMITS.MatchReportPayload.outOfScope.maxItems;

/**
 * Scores the prepared policies whose region contains the enterprise's (scope.ts) and answers in the
 * contract's shape; the others are counted, and the first OUT_OF_SCOPE_LISTED listed with the reason they do
 * not apply, never scored as low matches. `names` words region codes in 实际值.
 */
export function matchForContract(
  prepared: MatchablePolicies,
  ledger: EnterpriseLedger,
  now: Date,
  scope: ContractMatchScope = scopeFromCodes(ledger),
  names?: ValueNames,
): MatchSummaryForContract {
  return runSteps(matchForContractInSteps(prepared, ledger, now, scope, names));
}

/**
 * `matchForContract` in steps (one per policy evaluated, see `matchPoliciesInSteps`): the browser's what-if runs it
 * in slices between which the page answers input (ADR 109). Run to its end it is `matchForContract`.
 */
export function* matchForContractInSteps(
  prepared: MatchablePolicies,
  ledger: EnterpriseLedger,
  now: Date,
  scope: ContractMatchScope = scopeFromCodes(ledger),
  names?: ValueNames,
): Generator<void, MatchSummaryForContract, void> {
  const split = splitByScope(prepared, ledger, scope);
  const report = yield* matchPoliciesInSteps(split.inScope, ledger, names ? { now, names } : { now });
  return summaryForContract(report, prepared.titles, scope, split);
}

/** The prepared policies a ledger's region holds (to be scored), and the others as a report names them (counted, the first few listed). */
export type ScopeSplit = { inScope: PolicyCandidate[]; outOfScope: ContractOutOfScopePolicy[]; outOfScopeCount: number };

/** Sets apart the prepared policies whose region does not contain the enterprise's, as `matchForContract` does. */
export function splitByScope(prepared: MatchablePolicies, ledger: EnterpriseLedger, scope: ContractMatchScope): ScopeSplit {
  const inScope: PolicyCandidate[] = [];
  const outOfScope: ContractOutOfScopePolicy[] = [];
  let outOfScopeCount = 0;
  for (const candidate of prepared.candidates) {
    if (candidate.regionCode === undefined || regionContains(candidate.regionCode, ledger)) {
      inScope.push(candidate);
      continue;
    }
    outOfScopeCount += 1;
    if (outOfScope.length >= OUT_OF_SCOPE_LISTED) continue;
    const regionName = candidate.regionName ?? candidate.regionCode;
    outOfScope.push({
      policyId: Number(candidate.policyId),
      policyTitle: prepared.titles.get(candidate.policyId) ?? candidate.ruleSet.name,
      category: candidate.category,
      supportAmount: candidate.supportAmount,
      regionName,
      reason: `仅适用于${regionName}，贵企业注册地（${scope.label}）不在其范围内`,
    });
  }
  return { inScope, outOfScope, outOfScopeCount };
}

/**
 * The contract's summary of an engine report over the in-scope policies of `split`: what `matchForContract` answers,
 * for a caller that already holds the engine's report (the server shares one evaluation between its answers, ADR 114).
 */
export function summaryForContract(
  report: PolicyMatchReport,
  titles: ReadonlyMap<string, string>,
  scope: ContractMatchScope,
  split: Pick<ScopeSplit, 'outOfScope' | 'outOfScopeCount'>,
): MatchSummaryForContract {
  return {
    matchedCount: report.matchedCount,
    estimatedSubsidy: report.estimatedSubsidy,
    estimate: toContractEstimate(report.estimate),
    scope,
    qualificationsInReach: report.qualificationsInReach,
    qualificationGaps: report.qualificationGaps.map((gap) => ({ ...gap, policyId: Number(gap.policyId) })),
    matches: report.matches.map((match) => toContractPolicyMatch(match, titles)),
    outOfScope: split.outOfScope,
    outOfScopeCount: split.outOfScopeCount,
  };
}
