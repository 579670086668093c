import { createHash } from 'node:crypto';
import { MetricCache, evaluateWithCache, parseRuleSet } from '@smes/eligibility';
import type { EnterpriseLedger } from '@smes/eligibility';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerForEvaluation } from '../domain/ip-records';
import { publicationEstimate } from '../domain/push-matching';
import { mapInOrder } from '../shared/in-order';
import { generatedLedgers } from '../testing/generated-ledgers';
import { openTestDatabase } from '../testing/test-database';
import { TEST_START } from '../testing/test-hosts';

/**
 * Moving the seeded rule sets from code into the database as each policy's 第 1 版 must not change one verdict or one
 * estimate: every seeded policy with rules is evaluated against every seeded ledger, and each policy's verdicts and
 * estimates are compared with those its rules gave before the move (the file snapshot was written by the code that
 * still had the catalogue; a changed verdict, estimate or set of matchable policies fails here).
 */
const db = await openTestDatabase(TEST_START);
afterAll(async () => {
  await db.close();
});
const now = TEST_START;

type Row = { id: number; title: string; doc_no: string; support_amount: number | null; rule_set: string };

describe('seeded rule sets as stored versions', () => {
  it('every seeded policy gives the same verdicts and estimates on every seeded ledger as the rules it had before the move', async () => {
    const policies = (await db.all('SELECT id, title, doc_no, support_amount, rule_set FROM policies WHERE rule_set IS NOT NULL ORDER BY id')) as Row[];
    const users = (await db.all('SELECT user_id FROM ledgers ORDER BY user_id')) as { user_id: number }[];
    // The seeded enterprises, and generated ones spread over the seeded places (fixed seed) so every rule is exercised.
    const ledgers: [string, EnterpriseLedger][] = [
      ...(await mapInOrder(users, async ({ user_id: userId }): Promise<[string, EnterpriseLedger]> => [`seeded ${userId}`, await ledgerForEvaluation(db, userId, now)])),
      ...(await generatedLedgers(db, 300, now, 34)).map((ledger, index): [string, EnterpriseLedger] => [`generated ${index}`, ledger]),
    ];
    const statuses = new Set<string>();
    const verdicts: Record<string, string> = {};
    for (const policy of policies) {
      const ruleSet = parseRuleSet(policy.rule_set);
      const lines = ledgers.map(([who, ledger]) => {
        const evaluation = evaluateWithCache(ruleSet, new MetricCache(ledger, { now }));
        statuses.add(evaluation.status);
        const estimate = publicationEstimate({ id: policy.id, title: policy.title, supportAmount: policy.support_amount, ruleSet }, evaluation, ledger, now);
        return `${who} ${evaluation.status} ${evaluation.matchDegree} ${estimate ? `${estimate.conservative}-${estimate.optimistic} ${estimate.how}` : '-'}`;
      });
      verdicts[`${policy.id} ${policy.doc_no}`] = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 24);
    }
    // Enough to mean something: many policies, and every verdict occurs.
    expect(policies.length).toBeGreaterThan(50);
    expect(ledgers.length).toBeGreaterThan(300);
    expect([...statuses].sort()).toEqual(['eligible', 'held', 'incomplete', 'ineligible']);
    await expect(`${JSON.stringify(verdicts, null, 1)}\n`).toMatchFileSnapshot('./__snapshots__/seeded-rule-set-verdicts.json');
    // Some 70,000 evaluations: about 3 s alone, more than the default 15 s with both server suites sharing two cores.
  }, 240_000);
});
