import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainDriveIndex } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import { CHAINS, CHAIN_COUNT } from '../seed/industry-chains';
import { bearer, body, createTestHosts, portalTokenFor } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;

beforeAll(async () => {
  hosts = await createTestHosts();
});

afterAll(async () => {
  await hosts.close();
});

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await hosts.portal.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<T>>(response).data;
}

describe('链主合作平台', () => {
  it('seeds 8+ chains, each with leaders, an upstream, midstream and downstream segment and opportunities whose segment is its own', async () => {
    expect(CHAIN_COUNT).toBeGreaterThanOrEqual(8);
    expect(new Set(CHAINS.map((chain) => chain.name))).toContain('新能源汽车');
    for (const chain of CHAINS) {
      expect(chain.leaders.length).toBeGreaterThan(0);
      expect(chain.segments.map((segment) => segment.stage)).toEqual(['upstream', 'midstream', 'downstream']);
    }
    const stray = (await hosts.db.get('SELECT COUNT(*) AS n FROM chain_opportunities o JOIN chain_segments s ON s.id = o.segment_id WHERE s.chain_id <> o.chain_id')) as { n: number };
    expect(stray.n).toBe(0);
  });

  it('lists chains by 带动指数 computed from its three parts, counting only open opportunities', async () => {
    const chains = await get<PortalSchemas['IndustryChainSummary'][]>('/api/market/chain/list');
    expect(chains).toHaveLength(CHAIN_COUNT);
    const values = chains.map((chain) => chain.driveIndex.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    for (const chain of chains) {
      const { value, ...parts } = chain.driveIndex;
      expect(value).toBe(chainDriveIndex(parts));
      const seeded = CHAINS.find((item) => item.name === chain.name);
      expect(chain.driveIndex.openOpportunities).toBe(seeded?.opportunities.filter((item) => item.days >= 0).length);
      expect(chain.leaders).toEqual(seeded?.leaders.map((leader) => leader.name));
    }
  });

  it('shows a chain with its segments, leaders and only the opportunities still open, soonest first', async () => {
    const chains = await get<PortalSchemas['IndustryChainSummary'][]>('/api/market/chain/list');
    const car = chains.find((chain) => chain.name === '新能源汽车');
    const detail = await get<PortalSchemas['IndustryChainDetail']>(`/api/market/chain/${car?.id}`);
    expect(detail.segments).toHaveLength(3);
    expect(detail.leaderDetails.map((leader) => leader.name)).toContain('浙江远驰新能源汽车有限公司');
    expect(detail.opportunities).toHaveLength(5);
    expect(detail.opportunities.map((item) => item.title)).not.toContain('整车 OTA 与车联网开放平台接入');
    const deadlines = detail.opportunities.map((item) => item.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/market/chain/9999' })).statusCode).toBe(404);
  });

  it('scores the signed-in account against every chain from its ledger, with reasons', async () => {
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/market/chain-match/list' })).statusCode).toBe(401);
    const chains = await get<PortalSchemas['IndustryChainSummary'][]>('/api/market/chain/list');
    const equipment = chains.find((chain) => chain.name === '智能制造装备');
    const result = await get<PortalSchemas['ChainMatchList']>('/api/market/chain-match/list', bearer(await portalTokenFor(hosts, '13800138000')));
    expect(result.matches).toHaveLength(CHAIN_COUNT);
    expect(result.ledgerUpdatedAt).not.toBeNull();
    const match = result.matches.find((item) => item.chainId === equipment?.id);
    expect(match).toMatchObject({ score: 94, segment: '中游 · 整机与智能装备' });
    expect(match?.reasons.map((reason) => reason.status)).toEqual(['matched', 'matched', 'matched']);
    expect(match?.reasons[1]?.text).toContain('“视觉检测”');
  });

  it('scores nothing it cannot see: an empty ledger is missing every fact', async () => {
    const result = await get<PortalSchemas['ChainMatchList']>('/api/market/chain-match/list', bearer(await portalTokenFor(hosts, '13800138002')));
    expect(result.ledgerUpdatedAt).toBeNull();
    for (const match of result.matches) {
      expect(match.score).toBe(0);
      expect(match.segment).toBeNull();
      expect(match.reasons.every((reason) => reason.status === 'missing')).toBe(true);
    }
  });
});
