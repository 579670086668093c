import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractValidator } from '../testing/contract-validator';
import { createTestHosts } from '../testing/test-hosts';
import type { TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;
const contract = createContractValidator('portal');

beforeAll(async () => {
  hosts = await createTestHosts();
});

afterAll(async () => {
  await hosts.close();
});

const searches: [operationId: string, url: string][] = [
  ['policyList', '/api/policy/list?pageNum=1&pageSize=10'],
  ['policyList', `/api/policy/list?${new URLSearchParams({ keyword: '高新技术企业', pageNum: '2', pageSize: '5', orderBy: 'relevance' })}`],
  ['globalSearch', `/api/search?${new URLSearchParams({ keyword: '高企' })}`],
  ['globalSearch', `/api/search?${new URLSearchParams({ keyword: '专精特新', area: 'policy', pageSize: '5' })}`],
  ['globalSearchSuggest', `/api/search/suggest?${new URLSearchParams({ keyword: '专精' })}`],
];

describe('searches answered from memory send the bytes a fresh answer sends (ADR 118)', () => {
  it.each(searches)('%s %s: fresh, kept and fresh again after a write are the same bytes, as the contract says', async (operationId, url) => {
    const fresh = await hosts.portal.inject({ method: 'GET', url });
    const kept = await hosts.portal.inject({ method: 'GET', url });
    // A write to a searched table that changes no answer: the next request computes and serializes its answer again.
    await hosts.db.run('UPDATE policies SET title = title WHERE id = (SELECT MIN(id) FROM policies)');
    const freshAgain = await hosts.portal.inject({ method: 'GET', url });
    for (const response of [fresh, kept, freshAgain]) {
      expect(response.statusCode).toBe(200);
      contract.check(operationId, response);
    }
    expect(JSON.stringify((JSON.parse(fresh.body) as { data: unknown }).data).length).toBeGreaterThan(50);
    expect(Buffer.compare(kept.rawPayload, fresh.rawPayload)).toBe(0);
    expect(Buffer.compare(freshAgain.rawPayload, kept.rawPayload)).toBe(0);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(kept.headers['content-length']).toBe(fresh.headers['content-length']);
  });
});
