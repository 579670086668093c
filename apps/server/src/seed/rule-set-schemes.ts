import { HIGH_TECH_RULESET, SAMPLE_POLICIES, SPECIALIZED_RULESET } from '@smes/rule-sets';
import { bookTitle, conditionChecks } from '@smes/eligibility';
import type { MetricKey, RuleBasis, RuleSet, RuleSetScoring } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import { regionCondition } from '../domain/policy-rule-sets';

/**
 * Seed data: the schemes the seeded policies' conditions follow (the sample policies and the national qualification
 * schemes, by id). The seed adapts one to a policy and stores it as that policy's 第 1 版 (ADR 76); from then on the
 * rule set is the policy's data, revised on the desk, and nothing outside the seed and its tests reads these.
 */
export const SEED_RULE_SCHEMES: ReadonlyMap<string, RuleSet> = new Map<string, RuleSet>([
  ...SAMPLE_POLICIES.map((policy): [string, RuleSet] => [policy.ruleSet.id, policy.ruleSet]),
  [HIGH_TECH_RULESET.id, HIGH_TECH_RULESET],
  [SPECIALIZED_RULESET.id, SPECIALIZED_RULESET],
]);

/** National qualification schemes: their rule sets keep the official sources instead of the policy's. */
export const OFFICIAL_SCHEMES: ReadonlySet<string> = new Set(['high-tech-enterprise', 'specialized-sme', 'tech-sme-evaluation', 'innovative-sme']);

const REGION_METRICS = new Set<MetricKey>(['provinceCode', 'cityCode', 'districtCode']);

export function scoringFor(scoring: RuleSetScoring | undefined): RuleSetScoring | undefined {
  return scoring ? { ...scoring, indicators: scoring.indicators.map((indicator) => ({ ...indicator })) } : undefined;
}

/** What adapting a scheme needs of the document it is attached to (a seeded policy, or a test's publication). */
export type RuleSetOwner = {
  /** Goes into the adapted rule set's id: `policy-12`, `notice-7`. */
  key: string;
  title: string;
  docNo: string;
  issuer: string;
  level: PortalSchemas['PolicyLevel'];
  regionCode: string;
  regionName: string;
  effectiveDate: string;
};

/** A scheme adapted to one document: its own id, region condition, source and amounts. */
export function adaptRuleSet(sample: RuleSet, owner: RuleSetOwner): RuleSet {
  const official = OFFICIAL_SCHEMES.has(sample.id);
  const title = `${bookTitle(owner.title)}`;
  const rebase = (basis: RuleBasis): RuleBasis => (official ? basis : { title, clause: basis.clause });
  const region = regionCondition({ level: owner.level, code: owner.regionCode, name: owner.regionName }, { title, clause: '第一条' });
  const conditions = [
    ...(region ? [region] : []),
    // The scheme's own place (注册地在杭州市) gives way to the document's; 境内注册 (a region at all) stays.
    ...sample.conditions
      .filter((condition) => !conditionChecks(condition).some((check) => REGION_METRICS.has(check.metric) && (check.op === '==' || check.op === 'in')))
      .map((condition) => ({ ...condition, basis: rebase(condition.basis) })),
  ];
  const ruleSet: RuleSet = {
    id: `${sample.id}@${owner.key}`,
    version: sample.version,
    name: official ? sample.name : owner.title,
    effectiveFrom: owner.effectiveDate < sample.effectiveFrom ? sample.effectiveFrom : owner.effectiveDate,
    source: official ? sample.source : { title, docNo: owner.docNo, issuer: owner.issuer },
    conditions,
    ...(sample.grants ? { grants: sample.grants } : {}),
  };
  const scoring = scoringFor(sample.scoring);
  const scored = scoring ? { ...ruleSet, scoring } : ruleSet;
  // The scheme's funding travels with it: every level's copy funds the same item, so the estimate counts it once.
  return sample.funding ? { ...scored, funding: sample.funding } : scored;
}
