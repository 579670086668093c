import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;
let yunqi: string;
let stored: string;

const YUNQI = "(SELECT id FROM users WHERE phone = '13800138000')";

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
  stored = ((await hosts.db.get(`SELECT data FROM ledgers WHERE user_id = ${YUNQI}`)) as { data: string }).data;
});

afterAll(async () => {
  await hosts.close();
});

const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await hosts.portal.inject({ method, url, headers: bearer(yunqi), ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<T>>(response).data;
};

/** What the enterprise is told anywhere its ledger is evaluated: verdicts and money. */
async function everythingTold() {
  const report = await call<PortalSchemas['Report']>('POST', '/api/policy-match/report');
  const highTech = await call<PortalSchemas['Report']>('POST', '/api/enterprise/evaluations/high-tech');
  return {
    report,
    eligible: report.match?.matches.filter((match) => match.status === 'eligible' || match.status === 'held').map((match) => match.policyId) ?? [],
    estimate: report.match?.estimate,
    highTech: highTech.evaluation?.status,
    recommended: await call<unknown[]>('GET', '/api/policy-match/recommend'),
    subsidy: await call<PortalSchemas['SubsidyEstimate'] | null>('GET', '/api/policy-match/estimate'),
  };
}

describe('a stored ledger the server cannot read', () => {
  it.each([
    // The dangerous one: every field but one still reads, and 云栖 qualifies for several policies on them.
    ['a figure stored as text', () => JSON.stringify({ ...(JSON.parse(stored) as object), rdExpenseY1: '很多' })],
    ['cut off (not JSON)', () => stored.slice(0, 40)],
    ['a list', () => '[1, 2]'],
  ])('(%s) is answered as an empty ledger: no 符合, no money, the ledger page says so; saving the ledger replaces it', async (_, damaged) => {
    const before = await everythingTold();
    // Not vacuous: on its stored ledger 云栖 is told 符合 and money.
    expect(before.eligible.length).toBeGreaterThan(0);
    expect(before.estimate?.optimistic).toBeGreaterThan(0);

    await hosts.db.run(`UPDATE ledgers SET data = ? WHERE user_id = ${YUNQI}`, damaged());
    const record = await call<PortalSchemas['LedgerRecord']>('GET', '/api/enterprise/ledger');
    expect(record).toMatchObject({ ledger: {}, unreadable: true, completeness: { percent: 0 } });
    const after = await everythingTold();
    expect(after.eligible).toEqual([]);
    expect(after.report.match?.matchedCount).toBe(0);
    expect(after.estimate).toMatchObject({ conservative: 0, optimistic: 0 });
    expect(after.highTech).not.toBe('eligible');
    expect(after.recommended).toEqual([]);
    expect(after.subsidy).toBeNull();

    // Saving the ledger form again stores a readable ledger in its place.
    const saved = await call<PortalSchemas['LedgerRecord']>('PUT', '/api/enterprise/ledger', JSON.parse(stored) as object);
    expect(saved.unreadable).toBeUndefined();
    expect((await everythingTold()).eligible).toEqual(before.eligible);
  });
});
