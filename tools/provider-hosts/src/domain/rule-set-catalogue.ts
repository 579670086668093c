import type { Db } from '../db/database';
import { HIGH_TECH_RULESET, SAMPLE_POLICIES, SPECIALIZED_RULESET } from '@smes/rule-sets';
import { bookTitle, conditionChecks } from '@smes/eligibility';
import type { Condition, MetricKey, RuleBasis, RuleSet, RuleSetScoring } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';

/**
 * The schemes a policy's conditions can follow (ADR 4: rule sets are data): the sample policies and the
 * national qualification schemes, by id. The seed adapts them to its policies; the operator names one
 * when publishing (`ruleSetId`, issue 14) and the published document gets the same adaptation.
 */
export const RULE_SET_CATALOGUE: ReadonlyMap<string, RuleSet> = new Map<string, RuleSet>([
  ...SAMPLE_POLICIES.map((policy): [string, RuleSet] => [policy.ruleSet.id, policy.ruleSet]),
  [HIGH_TECH_RULESET.id, HIGH_TECH_RULESET],
  [SPECIALIZED_RULESET.id, SPECIALIZED_RULESET],
]);

/** National qualification schemes: their rule sets keep the official sources instead of the policy's. */
export const OFFICIAL_SCHEMES: ReadonlySet<string> = new Set(['high-tech-enterprise', 'specialized-sme', 'tech-sme-evaluation', 'innovative-sme']);

const REGION_METRICS = new Set<MetricKey>(['provinceCode', 'cityCode', 'districtCode']);

export type RegionPlacement = { level: PortalSchemas['PolicyLevel']; code: string; name: string };

/** 注册地在… as a hard condition for a provincial, municipal or district document; none for a national one. */
export function regionCondition(place: RegionPlacement, basis: RuleBasis, id = 'registered-in-region'): Condition | undefined {
  const metric: MetricKey | undefined =
    place.level === 'provincial' ? 'provinceCode' : place.level === 'municipal' ? 'cityCode' : place.level === 'district' ? 'districtCode' : undefined;
  if (!metric) return undefined;
  return {
    id,
    title: `注册地在${place.name}`,
    kind: 'hard',
    metric,
    op: '==',
    value: place.code,
    standardText: `在${place.name}行政区域内注册登记、具有独立法人资格，税务征管关系和统计关系在${place.name}`,
    evidence: '营业执照、纳税证明',
    basis,
  };
}

export function scoringFor(scoring: RuleSetScoring | undefined): RuleSetScoring | undefined {
  return scoring ? { ...scoring, indicators: scoring.indicators.map((indicator) => ({ ...indicator })) } : undefined;
}

/** What adapting a scheme needs of the document it is attached to (a policy row, or a notice being published). */
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

/** Makes a published policy matchable: the match report, 为你推荐 and the what-if see the same conditions as the push. */
export async function attachPolicyRuleSet(db: Db, policyId: number, ruleSet: RuleSet): Promise<void> {
  await db.run('UPDATE policies SET rule_set = ? WHERE id = ?', JSON.stringify(ruleSet), policyId);
}
