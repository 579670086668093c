import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRuleSet } from '@smes/eligibility';
import { listMatchablePolicies } from '../domain/matching';
import { completeDocument, deskOperators, publishThroughDesk, rdSubsidyRules, reviseThroughDesk } from '../testing/policy-desk-fixtures';
import type { DeskOperators } from '../testing/policy-desk-fixtures';
import { createTestHosts } from '../testing/test-hosts';
import type { TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;
let operators: DeskOperators;

beforeAll(async () => {
  hosts = await createTestHosts();
  operators = await deskOperators(hosts.portal);
});

afterAll(async () => {
  await hosts.close();
});

/** The desk is where a rule set in force that no longer parses is replaced (ADR 114): its 修订 must not fail on it. */
describe('a 修订 of a policy whose rule set in force does not parse', () => {
  it('publishes the new rules, and the policy is matched again', async () => {
    const document = completeDocument({ docNo: '杭科高〔2026〕114号', title: '杭州市研发费用补助办法（规则修复）', rules: rdSubsidyRules('a1', 'a2'), declaration: null });
    const first = await publishThroughDesk(hosts.portal, operators, document);
    const policyId = first.desk.policyId!;
    const stored = (await hosts.db.get<{ rule_set: string }>('SELECT rule_set FROM policies WHERE id = ?', policyId))!.rule_set;
    await hosts.db.run('UPDATE policies SET rule_set = ? WHERE id = ?', stored.slice(0, stored.length - 10), policyId);
    expect((await listMatchablePolicies(hosts.db)).some((policy) => policy.policyId === policyId)).toBe(false);

    await reviseThroughDesk(hosts.portal, operators, first.desk.id, (current) => ({ ...current, rules: rdSubsidyRules('a1', 'a2', 40) }), '补助上限由 50 万元调整为 40 万元');
    const revised = parseRuleSet((await hosts.db.get<{ rule_set: string }>('SELECT rule_set FROM policies WHERE id = ?', policyId))!.rule_set);
    expect(revised.version).toBe('第 2 版');
    expect((await listMatchablePolicies(hosts.db)).some((policy) => policy.policyId === policyId)).toBe(true);
  });
});
