import { SPECIALIZED_RULESET } from '@smes/rule-sets';
import { evaluate, parseRuleSet } from '@smes/eligibility';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import type { PortalSchemas } from '@smes/contract-types';
import { currentScheme, insertSchemeVersion } from '../domain/evaluation-schemes';

let hosts: TestHosts;
let yunqi: string;
let haishu: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
  haishu = await login(hosts.portal, '13800138001');
});

afterAll(async () => {
  await hosts.close();
});

const evaluateSpecialized = async (token: string) => {
  const response = await hosts.portal.inject({ method: 'POST', url: '/api/enterprise/evaluations/specialized', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<PortalSchemas['Report']>>(response).data;
};
const ledgerOf = async (token: string) =>
  body<Envelope<PortalSchemas['LedgerRecord']>>(await hosts.portal.inject({ method: 'GET', url: '/api/enterprise/ledger', headers: bearer(token) })).data.ledger;
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => new Date(date.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('专精特新评测', () => {
  it('is seeded with the 2022 national standard as the version in force', async () => {
    expect(await currentScheme(hosts.db, SPECIALIZED_RULESET.id, hosts.clock.now())).toEqual(parseRuleSet(JSON.stringify(SPECIALIZED_RULESET)));
  });

  it('evaluates the ledger on the scheme in force, names its version and keeps it under 专精特新评测', async () => {
    const expected = evaluate(SPECIALIZED_RULESET, await ledgerOf(yunqi), { now: hosts.clock.now() });
    const report = await evaluateSpecialized(yunqi);
    expect(report).toMatchObject({ type: 'specialized', projectId: null, match: null, title: '专精特新中小企业评测报告' });
    expect(report.evaluation).toMatchObject({ ruleSetId: 'specialized-sme', version: '2022', name: '专精特新中小企业认定', status: expected.status });
    expect(report.evaluation?.results.map((result) => result.id)).toEqual(SPECIALIZED_RULESET.conditions.map((condition) => condition.id));
    expect(report.evaluation?.['score']).toEqual(JSON.parse(JSON.stringify(expected.score)));
    const list = body<Envelope<{ rows: { id: number; type: string }[] }>>(
      await hosts.portal.inject({ method: 'GET', url: '/api/enterprise/reports?pageNum=1&pageSize=10&type=specialized', headers: bearer(yunqi) }),
    ).data;
    expect(list.rows.map((row) => row.id)).toContain(report.id);
    const html = await hosts.portal.inject({ method: 'POST', url: `/api/enterprise/reports/${report.id}/export`, headers: bearer(yunqi) });
    expect(html.statusCode, html.body).toBe(200);
    expect(html.body).toContain('评测规则：专精特新中小企业认定（2022 版）');
    const pdf = await hosts.portal.inject({ method: 'POST', url: `/api/enterprise/reports/${report.id}/pdf`, headers: bearer(yunqi) });
    expect(pdf.statusCode).toBe(200);
    expect(decodeURIComponent(String(pdf.headers['content-disposition']).split("UTF-8''")[1] ?? '')).toMatch(/^专精特新评测报告-杭州云栖智造科技有限公司-\d{8}\.pdf$/);
  });

  it("shows nobody else's report: another account gets 404", async () => {
    const report = await evaluateSpecialized(yunqi);
    const response = await hosts.portal.inject({ method: 'GET', url: `/api/enterprise/reports/${report.id}`, headers: bearer(haishu) });
    expect(response.statusCode).toBe(404);
    const pdf = await hosts.portal.inject({ method: 'POST', url: `/api/enterprise/reports/${report.id}/pdf`, headers: bearer(haishu) });
    expect(pdf.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/enterprise/evaluations/specialized' });
    expect(response.statusCode).toBe(401);
  });

  it('offers a certified product for every need its conditions and direct paths are tagged with (the gap bridge)', async () => {
    const offered = new Set(
      ((await hosts.db.all("SELECT DISTINCT n.value AS need FROM service_products p, jsonb_array_elements_text((p.needs)::jsonb) n WHERE p.status = 'on_shelf'")) as { need: string }[]).map(
        (row) => row.need,
      ),
    );
    const tags = [...SPECIALIZED_RULESET.conditions, ...(SPECIALIZED_RULESET.scoring?.directPaths ?? [])].flatMap((item) => item.serviceNeeds ?? []);
    expect(tags.length).toBeGreaterThanOrEqual(5);
    for (const need of tags) expect(offered, need).toContain(need);
  });

  // Last in the file: it publishes versions into this file's database.
  it('re-evaluates on a new scheme version stored as data, and ignores one not yet in force', async () => {
    const before = await evaluateSpecialized(yunqi);
    const today = hosts.clock.now();
    const stricter = {
      ...JSON.parse(JSON.stringify(SPECIALIZED_RULESET)),
      version: '2026',
      effectiveFrom: isoDay(new Date(today.getTime() - DAY_MS)),
      scoring: { ...SPECIALIZED_RULESET.scoring, passScore: 95, directPaths: undefined },
    };
    await insertSchemeVersion(hosts.db, parseRuleSet(stricter));
    await insertSchemeVersion(hosts.db, parseRuleSet({ ...stricter, version: '2027', effectiveFrom: isoDay(new Date(today.getTime() + DAY_MS)) }));
    const after = await evaluateSpecialized(yunqi);
    expect(before.evaluation?.version).toBe('2022');
    expect(after.evaluation?.version).toBe('2026');
    expect(after.evaluation?.['score']).toMatchObject({ passScore: 95, passed: false });
    expect(after.evaluation?.status).toBe('ineligible');
    expect(after.evaluation?.status).not.toBe(before.evaluation?.status);
    // The earlier report keeps the version it was made with.
    const kept = body<Envelope<PortalSchemas['Report']>>(await hosts.portal.inject({ method: 'GET', url: `/api/enterprise/reports/${before.id}`, headers: bearer(yunqi) })).data;
    expect(kept.evaluation?.version).toBe('2022');
  });
});
