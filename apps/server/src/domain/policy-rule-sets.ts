import type { Condition, MetricKey, RuleBasis, RuleSet } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { INITIAL_DATA_AUTHOR } from './policies';

/**
 * A policy's rule sets are versioned data (ADR 76): each one it has had is a row of `policy_rule_sets`, numbered per
 * policy, with who wrote it; `policies.rule_set` is the version in force, and its `version` (第 N 版) is what match
 * reports, evaluations and pushes name. The seed writes a policy's 第 1 版; the desk adds one at each approval that
 * publishes rules.
 */

export const ruleSetVersionLabel = (number: number) => `第 ${number} 版`;

/** Who wrote a version: the seed, or the operator of the desk version whose approval published it. */
export type RuleSetAuthor = { author: string; deskRevision: number | null };

async function store(db: Db, policyId: number, number: number, ruleSet: RuleSet, by: RuleSetAuthor, at: string): Promise<RuleSet> {
  const stored: RuleSet = { ...ruleSet, version: ruleSetVersionLabel(number) };
  const json = JSON.stringify(stored);
  await db.run(
    `INSERT INTO policy_rule_sets (policy_id, number, rule_set, author, desk_revision, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (policy_id, number) DO UPDATE SET rule_set = excluded.rule_set, author = excluded.author, desk_revision = excluded.desk_revision, created_at = excluded.created_at`,
    policyId,
    number,
    json,
    by.author,
    by.deskRevision,
    at,
  );
  await db.run('UPDATE policies SET rule_set = ? WHERE id = ?', json, policyId);
  return stored;
}

/** Publishes the next version of a policy's rule set and puts it in force; answers the rule set as stored (its version named). */
export async function publishRuleSetVersion(db: Db, policyId: number, ruleSet: RuleSet, by: RuleSetAuthor, now: Date): Promise<RuleSet> {
  const last = (await db.get('SELECT MAX(number) AS number FROM policy_rule_sets WHERE policy_id = ?', policyId)) as { number: number | null } | undefined;
  return await store(db, policyId, (last?.number ?? 0) + 1, ruleSet, by, now.toISOString());
}

/**
 * The seed's rule set as the policy's 第 1 版. A seed module that runs again rewrites its own 第 1 版, never a policy
 * with a later version or one written at the desk (the caller also skips every policy the desk has published, which
 * covers a 修订 that took the rules away). Answers whether it was written.
 */
export async function seedRuleSetVersion(db: Db, policyId: number, ruleSet: RuleSet, at: string): Promise<boolean> {
  const revised = await db.get('SELECT 1 AS revised FROM policy_rule_sets WHERE policy_id = ? AND (number > 1 OR author <> ? OR desk_revision IS NOT NULL)', policyId, INITIAL_DATA_AUTHOR);
  if (revised) return false;
  await store(db, policyId, 1, ruleSet, { author: INITIAL_DATA_AUTHOR, deskRevision: null }, at);
  return true;
}

/** Takes a policy's rules out of force (a 修订 without rules); its versions stay on record. */
export async function withdrawPolicyRuleSet(db: Db, policyId: number): Promise<void> {
  await db.run('UPDATE policies SET rule_set = NULL WHERE id = ?', policyId);
}

export type RuleSetVersionRow = { number: number; ruleSet: RuleSet; author: string; deskRevision: number | null; createdAt: string };

export async function policyRuleSetVersions(db: Db, policyId: number): Promise<RuleSetVersionRow[]> {
  const rows = (await db.all('SELECT number, rule_set, author, desk_revision AS "deskRevision", created_at AS "createdAt" FROM policy_rule_sets WHERE policy_id = ? ORDER BY number', policyId)) as (Omit<RuleSetVersionRow, 'ruleSet'> & { rule_set: string })[];
  return rows.map(({ rule_set: ruleSet, ...row }) => ({ ...row, ruleSet: JSON.parse(ruleSet) as RuleSet }));
}

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
