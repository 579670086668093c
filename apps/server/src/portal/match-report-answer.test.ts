import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { matchDegreeFormula } from '@smes/eligibility';
import { ledgerForEvaluation } from '../domain/ip-records';
import { buildMatchReport, matchReportHeadline, matchReportTitle } from '../domain/matching';
import { findReport } from '../domain/reports';
import { createContractValidator } from '../testing/contract-validator';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

/**
 * A saved match report is answered as it is stored (ADR 121): the same answer, field for field, as the contract's
 * serializer gave when it parsed the whole stored report and wrote it again, and the same report for the exports.
 */
const contract = createContractValidator('portal');

let hosts: TestHosts;
let yunqi: string;
let userId: number;

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
  userId = ((await hosts.db.get("SELECT id FROM users WHERE phone = '13800138000'")) as { id: number }).id;
});

afterAll(async () => {
  await hosts.close();
});

/** The same report stored as the server stored it before ADR 121: the whole built payload, parsed on every answer. */
async function savedTheOldWay(): Promise<number> {
  const at = hosts.clock.now();
  const payload = await buildMatchReport(hosts.db, await ledgerForEvaluation(hosts.db, userId, at), '企业', at);
  const row = (await hosts.db.get(
    "INSERT INTO reports (user_id, type, title, headline, project_id, payload, created_at) VALUES (?, 'match', ?, ?, NULL, ?, ?) RETURNING id",
    userId,
    matchReportTitle(at),
    matchReportHeadline(payload),
    JSON.stringify(payload),
    at.toISOString(),
  )) as { id: number };
  return row.id;
}

const detail = (id: number, token = yunqi) => hosts.portal.inject({ method: 'GET', url: `/api/enterprise/reports/${id}`, headers: bearer(token) });

describe('a saved match report', () => {
  it('answers its save and its detail with the stored text, as the serializer answered the report stored whole', async () => {
    const created = await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) });
    const saved = contract.check('matchReportCreate', created) as Envelope<PortalSchemas['Report']>;
    expect(saved.msg).toBe('匹配报告已生成');
    expect(created.headers['content-type']).toBe('application/json; charset=utf-8');
    const old = await savedTheOldWay();

    const mine = await detail(saved.data.id);
    const before = await detail(old);
    const now = contract.check('reportDetail', mine) as Envelope<PortalSchemas['Report']>;
    const then = contract.check('reportDetail', before) as Envelope<PortalSchemas['Report']>;
    expect(mine.headers['content-type']).toBe(before.headers['content-type']);
    // Byte for byte: the stored text is what the serializer wrote for the whole report, in its key order.
    expect(mine.body).toBe(before.body.replace(`"id":${old},`, `"id":${saved.data.id},`));
    // Field for field what the serializer made of the whole stored report: no score, rule-set id or name it left out.
    expect(now.data.match).toEqual(then.data.match);
    expect(now).toEqual({ ...then, data: { ...then.data, id: saved.data.id } });
    expect(saved.data).toEqual(now.data);
    expect(JSON.stringify(then.data.match).length).toBe(JSON.stringify(now.data.match).length);

    // The stored text is what goes out, without being parsed and written again; the exports' details beside it.
    const { payload } = (await hosts.db.get('SELECT payload FROM reports WHERE id = ?', saved.data.id)) as { payload: string };
    const stored = JSON.parse(payload) as { shown: unknown; details: { matches: { score?: { indicators: unknown[] } }[] } };
    expect(Object.keys(stored)).toEqual(['shown', 'details']);
    const shown = JSON.stringify(stored.shown);
    expect(mine.body).toContain(`"match":${shown},`);
    expect(created.body).toContain(`"match":${shown},`);
    expect(stored.details.matches).toHaveLength(now.data.match?.matches.length ?? -1);
    expect(stored.details.matches.some((match) => match.score?.indicators.length)).toBe(true);
  });

  it('carries each scored policy\'s score verdict, so the formula a row shows gives the row\'s own 匹配度', async () => {
    const created = contract.check('matchReportCreate', await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) })) as Envelope<PortalSchemas['Report']>;
    const matches = created.data.match?.matches ?? [];
    const at = hosts.clock.now();
    const built = await buildMatchReport(hosts.db, await ledgerForEvaluation(hosts.db, userId, at), '企业', at);
    const scored = built.matches.filter((match) => match.score);
    expect(scored.length).toBeGreaterThan(0);
    for (const match of scored) expect(matches.find((row) => row.policyId === match.policyId)?.score).toEqual({ status: match.score!.status, ...(match.score!.gate ? { gate: match.score!.gate } : {}) });
    // Every row that is not a held qualification shows how its 匹配度 was computed (policy-result-details.tsx).
    const shown = matches.filter((match) => match.status !== 'held');
    expect(shown.length).toBeGreaterThan(0);
    for (const match of shown) expect(matchDegreeFormula(match.results, match.score).text, match.policyTitle).toMatch(new RegExp(`^匹配度 ${match.matchDegree}% =`));
  });

  it('is read back whole for the exports, exactly as the report stored the old way', async () => {
    const created = body<Envelope<PortalSchemas['Report']>>(await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) })).data;
    const old = await savedTheOldWay();
    const mine = await findReport(hosts.db, userId, created.id);
    const then = await findReport(hosts.db, userId, old);
    expect(mine?.match?.matches.some((match) => match.score)).toBe(true);
    expect(mine?.match).toEqual(then?.match);

    const exported = async (id: number) => (await hosts.portal.inject({ method: 'POST', url: `/api/enterprise/reports/${id}/export`, headers: bearer(yunqi) })).body;
    const html = await exported(created.id);
    expect(html).toContain('评分：');
    expect(html).toBe(await exported(old));
  });

  it('is someone else’s to nobody: another account reads it as missing', async () => {
    const created = body<Envelope<PortalSchemas['Report']>>(await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) })).data;
    const other = await login(hosts.portal, '13800138001');
    const answer = await detail(created.id, other);
    expect(answer.statusCode).toBe(404);
    expect(body(answer).msg).toBe('报告不存在');
  });
});
