import type { PortalSchemas } from '@smes/contract-types';
import type { EnterpriseLedger } from './ledger';
import type { ValueNames } from './metrics';
import { matchPolicies } from './match';
import type { PolicyCandidate, PolicyMatch } from './match';
import { parseRuleSet } from './rule-set';
import type { RuleSet } from './rule-set';

/**
 * The engine ↔ contract mapping of policy matching, in one place: the stand-in builds saved reports
 * with it and the browser its instant what-if, so both produce the same contract `PolicyMatch`.
 */

export type ContractMatchablePolicy = PortalSchemas['MatchablePolicy'];
export type ContractPolicyMatch = PortalSchemas['PolicyMatch'];

/** A matchable policy whose rule set is either the contract's JSON or already the engine's. */
export type MatchableInput = Omit<ContractMatchablePolicy, 'ruleSet'> & { ruleSet: ContractMatchablePolicy['ruleSet'] | RuleSet };

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
    candidates.push({ policyId, ruleSet, supportAmount: policy.supportAmount, category: policy.category });
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

export type MatchSummaryForContract = Pick<PortalSchemas['MatchReportPayload'], 'matchedCount' | 'estimatedSubsidy' | 'qualificationsInReach'> & {
  qualificationGaps: PortalSchemas['QualificationGap'][];
  matches: PolicyMatchForContract[];
};

/** Scores every prepared policy against a ledger and answers in the contract's shape; `names` words region codes. */
export function matchForContract(prepared: MatchablePolicies, ledger: EnterpriseLedger, now: Date, names?: ValueNames): MatchSummaryForContract {
  const report = matchPolicies(prepared.candidates, ledger, names ? { now, names } : { now });
  return {
    matchedCount: report.matchedCount,
    estimatedSubsidy: report.estimatedSubsidy,
    qualificationsInReach: report.qualificationsInReach,
    qualificationGaps: report.qualificationGaps.map((gap) => ({ ...gap, policyId: Number(gap.policyId) })),
    matches: report.matches.map((match) => toContractPolicyMatch(match, prepared.titles)),
  };
}
