import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestHosts, login } from '../testing/test-hosts';
import type { TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;
let token: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  token = await login(hosts.portal);
});

afterAll(async () => {
  await hosts.close();
});

function done(response: LightMyRequestResponse): Record<string, unknown> | undefined {
  const blocks = response.body.split('\n\n').filter((block) => block.trim().length > 0);
  const last = blocks.at(-1)?.split('\n') ?? [];
  return last[0] === 'event: done' ? (JSON.parse((last[1] ?? '').replace(/^data: /, '')) as Record<string, unknown>) : undefined;
}

/** The assistant's eligibility answer on a policy page whose stored rule set does not parse (ADR 114). */
describe('an eligibility question about a policy whose rule set does not parse', () => {
  it('is answered as for a policy without rules: no verdict, no failure', async () => {
    // A policy with rules and no declaration project of its own, so the page's rules are the policy's.
    const policy = (await hosts.db.get<{ id: number; rule_set: string }>(
      `SELECT p.id, p.rule_set FROM policies p WHERE p.rule_set IS NOT NULL AND p.validity = 'valid' AND p.doc_no = '国科发火〔2016〕32号'`,
    ))!;
    const ask = () =>
      hosts.portal.inject({
        method: 'POST',
        url: '/api/assistant/ask',
        payload: { question: '我们能申请吗', context: { docType: 'policy', docId: String(policy.id), path: `/policy/${policy.id}` } },
        headers: bearer(token),
      });
    const before = done(await ask());
    expect(before?.['eligibility']).not.toBeNull();
    await hosts.db.run('UPDATE policies SET rule_set = ? WHERE id = ?', policy.rule_set.slice(0, 100), policy.id);
    try {
      const response = await ask();
      expect(response.statusCode).toBe(200);
      const after = done(response);
      expect(after).toBeDefined();
      expect(after?.['eligibility']).toBeNull();
    } finally {
      await hosts.db.run('UPDATE policies SET rule_set = ? WHERE id = ?', policy.rule_set, policy.id);
    }
  });
});
