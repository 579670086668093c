import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { ruleSetCacheOf } from '../domain/rule-set-cache';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

/**
 * A stored rule set that stops parsing costs only its own policy (ADR 114): before, every match of its region chain
 * failed with a 500 (the list of matchable policies failed on it). Now it is left out — never 符合 — told once per
 * revision and counted in /metrics, and the rest of every answer is served.
 */

let hosts: TestHosts;
let yunqi: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
});

afterAll(async () => {
  await hosts.close();
});

type Served = { status: number[]; recommended: number[]; estimated: number[]; matched: number[]; listed: number[]; counted?: number };

async function served(): Promise<Served> {
  const [recommend, estimate, report, list] = await Promise.all([
    hosts.portal.inject({ method: 'GET', url: '/api/policy-match/recommend', headers: bearer(yunqi) }),
    hosts.portal.inject({ method: 'GET', url: '/api/policy-match/estimate', headers: bearer(yunqi) }),
    hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) }),
    hosts.portal.inject({ method: 'GET', url: '/api/policy-match/policies?applicableTo=330110' }),
  ]);
  // The count reads no rule-set text: it leaves out what a read of the list or a report has found broken (ADR 114).
  const count = await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/policies/count?applicableTo=330110' });
  const status = [recommend.statusCode, estimate.statusCode, report.statusCode, list.statusCode, count.statusCode];
  if (status.some((code) => code !== 200)) return { status, recommended: [], estimated: [], matched: [], listed: [] };
  return {
    status,
    recommended: body<Envelope<PortalSchemas['RecommendedPolicy'][]>>(recommend).data.map((policy) => policy.policyId),
    estimated: body<Envelope<PortalSchemas['SubsidyEstimate']>>(estimate).data.lines.map((line) => line.policyId),
    matched: (body<Envelope<PortalSchemas['Report']>>(report).data.match?.matches ?? []).map((match) => match.policyId),
    listed: body<Envelope<PortalSchemas['MatchablePolicy'][]>>(list).data.map((policy) => policy.policyId),
    // 匹配问卷's "N 项政策": the policies the list gives and the report checks, never one it leaves out.
    counted: body<Envelope<PortalSchemas['MatchablePolicyCount']>>(count).data.total,
  };
}

async function unreadableGauge(): Promise<string | undefined> {
  const metrics = await hosts.portal.inject({ method: 'GET', url: '/metrics' });
  return metrics.body.split('\n').find((line) => line.startsWith('portal_rule_sets_unreadable '));
}

describe('a stored rule set that does not parse', () => {
  it('leaves out its own policy only: 为你推荐, 资金测算, the report, the list and its count still answer, it is told once per revision and counted', async () => {
    const before = await served();
    expect(before.status).toEqual([200, 200, 200, 200, 200]);
    expect(before.counted).toBe(before.listed.length);
    // The policy 为你推荐 names first, with money in the estimate if any: the one whose loss would show most.
    const broken = before.estimated.find((id) => before.recommended.includes(id)) ?? before.recommended[0]!;
    expect(before.matched).toContain(broken);
    const text = (await hosts.db.get<{ rule_set: string }>('SELECT rule_set FROM policies WHERE id = ?', broken))!.rule_set;

    const cache = ruleSetCacheOf(hosts.db);
    const told: [number, number][] = [];
    const log = cache.onUnreadable;
    cache.onUnreadable = (policyId, revision, error) => {
      told.push([policyId, revision]);
      log(policyId, revision, error);
    };
    try {
      // Cut short, as a bad hand edit or a half-applied migration leaves it.
      await hosts.db.run('UPDATE policies SET rule_set = ? WHERE id = ?', text.slice(0, text.length / 2), broken);
      const after = await served();
      expect(after.status).toEqual([200, 200, 200, 200, 200]);
      expect(after.counted).toBe(after.listed.length);
      for (const ids of [after.recommended, after.estimated, after.matched, after.listed]) expect(ids).not.toContain(broken);
      // Everything else is served as before.
      expect(after.matched).toEqual(before.matched.filter((id) => id !== broken));
      expect(after.listed).toEqual(before.listed.filter((id) => id !== broken));
      expect(after.counted).toBe(before.counted! - 1);
      expect(after.recommended.length).toBe(before.recommended.length);

      // Asked again (and by another ledger's chain through the list), it is not told again: once per revision.
      await served();
      expect(told.map(([id]) => id)).toEqual([broken]);
      expect(await unreadableGauge()).toBe('portal_rule_sets_unreadable 1');

      // Another broken revision is told again; a revision that parses brings the policy back and the count to 0.
      await hosts.db.run('UPDATE policies SET rule_set = ? WHERE id = ?', '{"id": 1}', broken);
      await served();
      expect(told.map(([id]) => id)).toEqual([broken, broken]);
      expect(told[1]![1]).toBeGreaterThan(told[0]![1]);
      await hosts.db.run('UPDATE policies SET rule_set = ? WHERE id = ?', text, broken);
      expect(await served()).toEqual(before);
      expect(await unreadableGauge()).toBe('portal_rule_sets_unreadable 0');
    } finally {
      cache.onUnreadable = log;
      await hosts.db.run('UPDATE policies SET rule_set = ? WHERE id = ?', text, broken);
    }
  });
});
