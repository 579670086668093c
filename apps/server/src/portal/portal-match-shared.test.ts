import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionChain } from '@smes/eligibility';
import type { Condition } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { ledgerForEvaluation } from '../domain/ip-records';
import { buildMatchReport, estimateFor, evaluationCacheOf, listMatchablePolicies, recommend } from '../domain/matching';
import { publishRuleSetVersion } from '../domain/policy-rule-sets';
import { reopen } from '../testing/test-database';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

/**
 * 为你推荐, 资金测算 and a saved report share one evaluation of the ledger's region chain (ADR 114), and a write to
 * anything it depends on is never answered from the evaluation before it: each answer is held to what another
 * instance (a database handle with nothing cached) answers from the same data at the same moment.
 */

let hosts: TestHosts;
let fresh: Db;
let yunqi: string;
let yunqiId: number;

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
  yunqiId = (await hosts.db.get<{ id: number }>("SELECT id FROM users WHERE phone = '13800138000'"))!.id;
});

afterAll(async () => {
  await fresh?.close();
  await hosts.close();
});

type Answers = { recommended: PortalSchemas['RecommendedPolicy'][]; estimate: PortalSchemas['SubsidyEstimate']; verdicts: [number, string, number][] };

/** The home page's two calls, as the browser makes them (at once), and a saved report's verdicts. */
async function served(): Promise<Answers> {
  const [recommended, estimate] = await Promise.all([
    hosts.portal.inject({ method: 'GET', url: '/api/policy-match/recommend', headers: bearer(yunqi) }),
    hosts.portal.inject({ method: 'GET', url: '/api/policy-match/estimate', headers: bearer(yunqi) }),
  ]);
  expect(recommended.statusCode, recommended.body).toBe(200);
  expect(estimate.statusCode, estimate.body).toBe(200);
  const report = await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) });
  expect(report.statusCode, report.body).toBe(200);
  return {
    recommended: body<Envelope<PortalSchemas['RecommendedPolicy'][]>>(recommended).data,
    estimate: body<Envelope<PortalSchemas['SubsidyEstimate']>>(estimate).data,
    verdicts: (body<Envelope<PortalSchemas['Report']>>(report).data.match?.matches ?? []).map((match) => [match.policyId, match.status, match.matchDegree]),
  };
}

/** What an instance that never evaluated anything answers now: a new database handle, so new caches. */
async function uncached(): Promise<Answers> {
  await fresh?.close();
  // reopen(): a pool that ignores its idle connections' errors, as the test databases' own do (an unlistened one
  // threw when the database was dropped while a connection of it was still closing).
  fresh = reopen(hosts.db, 2);
  const now = hosts.clock.now();
  const ledger = await ledgerForEvaluation(fresh, yunqiId, now);
  const report = await buildMatchReport(fresh, ledger, '企业', now);
  return {
    recommended: await recommend(fresh, ledger, now),
    estimate: await estimateFor(fresh, ledger, now),
    verdicts: report.matches.map((match) => [match.policyId, match.status, match.matchDegree]),
  };
}

describe('one evaluation for the home page and the saved report', () => {
  it('evaluates the chain once for 为你推荐, 资金测算 and a report of the same ledger, and answers what an uncached instance answers', async () => {
    const cache = evaluationCacheOf(hosts.db);
    const misses = cache.misses;
    const answers = await served();
    expect(cache.misses - misses).toBe(1);
    expect(answers.recommended.length).toBeGreaterThan(0);
    expect(answers).toEqual(await uncached());
  });

  it('answers a ledger edit from the ledger as edited', async () => {
    const before = await served();
    const put = await hosts.portal.inject({ method: 'PUT', url: '/api/enterprise/ledger', headers: bearer(yunqi), payload: { revenueY1: null, rdStaff: 0 } });
    expect(put.statusCode, put.body).toBe(200);
    const after = await served();
    // Not vacuous: the edit changes what the engine says.
    expect(after).not.toEqual(before);
    expect(after).toEqual(await uncached());
  });

  it('answers a rule set the policy desk publishes from the new version', async () => {
    const before = await served();
    const ledger = await ledgerForEvaluation(hosts.db, yunqiId, hosts.clock.now());
    const chain = await listMatchablePolicies(hosts.db, regionChain(ledger));
    // A hard condition this ledger fails, added to the first policy 为你推荐 names.
    const report = await buildMatchReport(hosts.db, ledger, '企业', hosts.clock.now());
    const failing = report.matches.flatMap((match) => match.results.filter((result) => result.kind === 'hard' && result.status === 'fail').map((result) => ({ policyId: match.policyId, id: result.id })))[0];
    expect(failing).toBeDefined();
    const failingCondition = chain.find((policy) => policy.policyId === failing!.policyId)!.ruleSet.conditions.find((condition) => condition.id === failing!.id) as Condition;
    const target = chain.find((policy) => policy.policyId === before.recommended[0]!.policyId)!;
    await publishRuleSetVersion(
      hosts.db,
      target.policyId,
      { ...target.ruleSet, conditions: [...target.ruleSet.conditions, { ...failingCondition, id: `${failingCondition.id}-added` }] },
      { author: '测试', deskRevision: null },
      hosts.clock.now(),
    );
    const after = await served();
    expect(after.recommended.map((policy) => policy.policyId)).not.toContain(target.policyId);
    expect(after).toEqual(await uncached());
  });

  it('answers a new day from that day: a qualification that lapses overnight is held one day and not the next', async () => {
    // 高新技术企业 is recognised for three years: recognised on 2023-06-16 it holds through 2026-06-15, the clock's day.
    const put = await hosts.portal.inject({ method: 'PUT', url: '/api/enterprise/ledger', headers: bearer(yunqi), payload: { qualHighTech: '2023-06-16' } });
    expect(put.statusCode, put.body).toBe(200);
    const today = await served();
    expect(today).toEqual(await uncached());
    const heldToday = today.verdicts.filter(([, status]) => status === 'held').length;
    hosts.clock.advance(24 * 60 * 60 * 1000);
    yunqi = await login(hosts.portal, '13800138000');
    const tomorrow = await served();
    expect(tomorrow.verdicts.filter(([, status]) => status === 'held').length).toBeLessThan(heldToday);
    expect(tomorrow).toEqual(await uncached());
  });
});
