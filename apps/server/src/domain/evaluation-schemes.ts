import { parseRuleSet, selectCurrentRuleSet } from '@smes/eligibility';
import type { RuleSet } from '@smes/eligibility';
import type { Db } from '../db/database';

/**
 * National evaluation schemes by version (专精特新中小企业认定 …), kept as data: the scheme evaluated is the
 * version in force today, so publishing a new version is inserting a row and no code changes. Each saved
 * report carries the version it was evaluated with (`evaluation.version`).
 */
export async function insertSchemeVersion(db: Db, ruleSet: RuleSet): Promise<void> {
  await db.run('INSERT INTO evaluation_schemes (scheme_id, version, effective_from, rule_set) VALUES (?, ?, ?, ?) ON CONFLICT (scheme_id, version) DO UPDATE SET effective_from = excluded.effective_from, rule_set = excluded.rule_set', ruleSet.id, ruleSet.version, ruleSet.effectiveFrom, JSON.stringify(ruleSet));
}

/** The version of `schemeId` in force on `now`, validated as any stored rule set is; undefined when none is. */
export async function currentScheme(db: Db, schemeId: string, now: Date): Promise<RuleSet | undefined> {
  const rows = (await db.all('SELECT rule_set FROM evaluation_schemes WHERE scheme_id = ?', schemeId)) as { rule_set: string }[];
  return selectCurrentRuleSet(
    rows.map((row) => parseRuleSet(row.rule_set)),
    schemeId,
    { now },
  );
}
