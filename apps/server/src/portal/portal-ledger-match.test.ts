import { makeCreditCode } from '../seed/credit-code';
import { HIGH_TECH_RULESET } from '@smes/rule-sets';
import { OUT_OF_SCOPE_LISTED, evaluate, fieldsUsedBy, formatEstimateRange, matchPolicies, parseRuleSet, regionContains } from '@smes/eligibility';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import type { PortalSchemas } from '@smes/contract-types';
import { LEGACY_ESTIMATE_METHOD } from '../domain/reports';

let hosts: TestHosts;
let yunqi: string;
let haishu: string;
let wenzhou: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
  haishu = await login(hosts.portal, '13800138001');
  wenzhou = await login(hosts.portal, '13800138002');
});

afterAll(async () => {
  await hosts.close();
});

const putLedger = (token: string, payload: object) => hosts.portal.inject({ method: 'PUT', url: '/api/enterprise/ledger', headers: bearer(token), payload });
const getLedger = async (token: string) => body<Envelope<PortalSchemas['LedgerRecord']>>(await hosts.portal.inject({ method: 'GET', url: '/api/enterprise/ledger', headers: bearer(token) })).data;

describe('the enterprise ledger', () => {
  it('starts empty for an account that never saved one', async () => {
    const record = await getLedger(wenzhou);
    expect(record.ledger).toEqual({});
    expect(record.updatedAt).toBeNull();
    expect(record.completeness.percent).toBe(0);
  });

  it('merges: given fields replace, null clears, untouched fields stay, qualifications keep null as 未获得', async () => {
    const before = await getLedger(haishu);
    const response = await putLedger(haishu, { trademarks: 6, mainProducts: null, qualHighTech: null });
    expect(response.statusCode, response.body).toBe(200);
    const after = body<Envelope<PortalSchemas['LedgerRecord']>>(response).data;
    expect(after.ledger.trademarks).toBe(6);
    expect(after.ledger).not.toHaveProperty('mainProducts');
    expect(after.ledger.qualHighTech).toBeNull();
    expect(after.ledger.employeesTotal).toBe(before.ledger.employeesTotal);
    expect(after.completeness.missing).toContain('mainProducts');
    expect(after.completeness.missing).not.toContain('qualHighTech');
    expect(after.updatedAt).toBe(hosts.clock.now().toISOString());
  });

  it.each([
    [{ creditCode: '91330203MA2GQ7L41A' }, 'creditCode', '统一社会信用代码校验位不正确'],
    [{ revenueY1: -5 }, 'revenueY1', '营业收入（上年度）不能为负数'],
    [{ rdStaff: 500 }, 'rdStaff', '研发人员数不能大于职工总数'],
    [{ employeesTotal: -1 }, 'employeesTotal', '职工总数不能为负数'],
    [{ registeredAt: '2026-02-30' }, 'registeredAt', '注册成立日期须为 YYYY-MM-DD 格式的有效日期'],
    [{ industry: 'Z' }, 'industry', '所属行业门类须为国民经济行业门类代码（A-T）'],
    [{ cityCode: '320100' }, 'cityCode', '所在城市不属于所选省份'],
    [{ website: 'https://haishu.example' }, 'website', '不支持的档案字段：website'],
  ])('refuses %j with a ValidationFailed envelope naming the field', async (payload, field, message) => {
    const response = await putLedger(haishu, payload);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 400, msg: message, data: { fieldErrors: { [field]: message } }, statusCode: 400 });
  });

  // The fields that answer a clause's window or a self-assessment: by year, graded against the 指引, or a fact.
  it.each([
    [{ ipTechAdvancement: 'Z' }, 'ipTechAdvancement'],
    [{ ipCoreSupport: 3 }, 'ipCoreSupport'],
    [{ techAchievementsConvertedY1: -1 }, 'techAchievementsConvertedY1'],
    [{ techAchievementsConvertedY1: 4, techAchievementsConvertedY2: 3, techAchievementsConverted3y: 5 }, 'techAchievementsConverted3y'],
    [{ majorIncidentYear2: 'yes' }, 'majorIncidentYear2'],
    [{ bankLoanInterestY1: -3 }, 'bankLoanInterestY1'],
    [{ inventionPatentsGrantedY1: 99, inventionPatents: 2 }, 'inventionPatentsGrantedY1'],
  ])('refuses %j in a window or self-assessment field with a Chinese message naming it, keeping what was saved', async (payload, field) => {
    const before = await getLedger(haishu);
    const response = await putLedger(haishu, payload);
    expect(response.statusCode, response.body).toBe(400);
    const envelope = body<{ code: number; msg: string; data: { fieldErrors: Record<string, string> } }>(response);
    expect(envelope.code).toBe(400);
    expect(envelope.data.fieldErrors[field], JSON.stringify(envelope)).toMatch(/^[\u4e00-\u9fff（]/);
    expect(envelope.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await getLedger(haishu)).ledger).toEqual(before.ledger);
  });

  it('leaves the stored ledger alone when the update is refused', async () => {
    const before = await getLedger(haishu);
    await putLedger(haishu, { revenueY1: 5000, revenueY2: -1 });
    expect((await getLedger(haishu)).ledger).toEqual(before.ledger);
  });

  it('normalises the credit code to capitals', async () => {
    // A code of its own: 宁波海曙's is that account's (a code belongs to one account).
    const code = makeCreditCode({ division: '330302', organizationBody: 'MA2GQ7L4' });
    const response = await putLedger(wenzhou, { creditCode: code.toLowerCase() });
    expect(body<Envelope<PortalSchemas['LedgerRecord']>>(response).data.ledger.creditCode).toBe(code);
  });
});

describe('smart matching', () => {
  it('offers only policies in force that carry a valid rule set', async () => {
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/policies' });
    const policies = body<Envelope<PortalSchemas['MatchablePolicy'][]>>(response).data;
    expect(policies.length).toBeGreaterThan(60);
    for (const policy of policies) {
      expect(() => parseRuleSet(policy.ruleSet)).not.toThrow();
      const { validity } = (await hosts.db.get('SELECT validity FROM policies WHERE id = ?', policy.policyId)) as { validity: string };
      expect(validity).toBe('valid');
    }
    expect(policies.map((policy) => policy.ruleSet.id)).toEqual(expect.arrayContaining([expect.stringMatching(/^high-tech-enterprise@policy-/)]));
  });

  it('lists with every seeded matchable policy the ledger fields its stored rule set reads, as fieldsUsedBy reads them', async () => {
    const policies = body<Envelope<PortalSchemas['MatchablePolicy'][]>>(await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/policies' })).data;
    const seeded = (await hosts.db.all(`SELECT id, rule_set FROM policies WHERE validity = 'valid' AND rule_set IS NOT NULL ORDER BY id`)) as { id: number; rule_set: string }[];
    expect(seeded.length).toBeGreaterThan(60);
    // Read from the stored text, not from the answer's rule set: a field the list leaves out (or adds) fails here.
    expect(policies.map((policy) => [policy.policyId, policy.fields])).toEqual(seeded.map((row) => [row.id, fieldsUsedBy(parseRuleSet(row.rule_set))]));
    // Every seeded policy reads the ledger, so 匹配问卷's "来自 N 项现行政策" (the policies with fields) counts them all.
    expect(policies.filter((policy) => policy.fields.length === 0)).toEqual([]);
  });

  it('sends only the policies of a region chain when asked for one: 全国, the province, the city and the district', async () => {
    const get = async (query = '') =>
      body<Envelope<PortalSchemas['MatchablePolicy'][]>>(await hosts.portal.inject({ method: 'GET', url: `/api/policy-match/policies${query}` })).data;
    const all = await get();
    const { ledger } = await getLedger(yunqi);
    const district = ledger.districtCode ?? '';
    expect(district).toMatch(/^\d{6}$/);
    const scoped = await get(`?applicableTo=${district}`);
    const chain = ['100000', ledger.provinceCode, ledger.cityCode, ledger.districtCode];
    expect(scoped.length).toBeGreaterThan(5);
    expect(scoped.every((policy) => chain.includes(policy.regionCode))).toBe(true);
    expect(scoped.map((policy) => policy.policyId)).toEqual(all.filter((policy) => regionContains(policy.regionCode, ledger)).map((policy) => policy.policyId));
    // Another region's policy is among all the matchable ones but not sent for this enterprise's chain.
    const elsewhere = all.find((policy) => !chain.includes(policy.regionCode));
    expect(elsewhere).toBeDefined();
    expect(scoped.map((policy) => policy.policyId)).not.toContain(elsewhere?.policyId);
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/policies?applicableTo=999999' })).statusCode).toBe(400);
  });

  it('counts exactly the policies it would send, for a region chain and for a visitor, without sending them', async () => {
    const count = async (query = '') => {
      const response = await hosts.portal.inject({ method: 'GET', url: `/api/policy-match/policies/count${query}` });
      expect(response.statusCode).toBe(200);
      return body<Envelope<PortalSchemas['MatchablePolicyCount']>>(response).data;
    };
    const list = async (query = '') =>
      body<Envelope<PortalSchemas['MatchablePolicy'][]>>(await hosts.portal.inject({ method: 'GET', url: `/api/policy-match/policies${query}` })).data;
    const { ledger } = await getLedger(yunqi);
    expect(await count()).toEqual({ total: (await list()).length });
    for (const code of [ledger.provinceCode ?? '', ledger.cityCode ?? '', ledger.districtCode ?? '', '330200']) {
      expect({ code, ...(await count(`?applicableTo=${code}`)) }).toEqual({ code, total: (await list(`?applicableTo=${code}`)).length });
    }
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/policies/count?applicableTo=999999' })).statusCode).toBe(400);
  });

  it('reports exactly what the engine computes in the enterprise’s region scope from the stored ledger and the matchable list', async () => {
    const policies = body<Envelope<PortalSchemas['MatchablePolicy'][]>>(await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/policies' })).data;
    const { ledger } = await getLedger(yunqi);
    const inScope = policies.filter((policy) => regionContains(policy.regionCode, ledger));
    const expected = matchPolicies(
      inScope.map((policy) => ({ policyId: String(policy.policyId), ruleSet: parseRuleSet(policy.ruleSet), supportAmount: policy.supportAmount, category: policy.category, title: policy.policyTitle })),
      ledger,
      { now: hosts.clock.now() },
    );
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) });
    const report = body<Envelope<PortalSchemas['Report']>>(response).data;
    expect(report.match?.matchedCount).toBe(expected.matchedCount);
    expect(report.match?.estimate.conservative).toBe(expected.estimate.conservative);
    expect(report.match?.estimate.optimistic).toBe(expected.estimate.optimistic);
    expect(report.match?.estimatedSubsidy).toBe(expected.estimate.optimistic);
    expect(report.match?.qualificationsInReach).toEqual(expected.qualificationsInReach);
    expect(report.match?.matches.map((match) => [match.policyId, match.status, match.matchDegree])).toEqual(
      expected.matches.map((match) => [Number(match.policyId), match.status, match.matchDegree]),
    );
    // Every other policy is counted; the first of them are listed with their reason (ADR 78).
    expect(report.match?.outOfScopeCount).toBe(policies.length - inScope.length);
    expect(report.match?.outOfScope).toHaveLength(Math.min(OUT_OF_SCOPE_LISTED, policies.length - inScope.length));
    expect(report.title).toBe('智能政策匹配报告（2026-06-15）');
    expect(report.headline).toBe(`匹配 ${expected.matchedCount} 项政策，预估可获${formatEstimateRange(expected.estimate)}`);
  });

  it('matches a 余杭 company only against national, 浙江, 杭州 and 余杭 policies and says why the others do not apply', async () => {
    const policies = body<Envelope<PortalSchemas['MatchablePolicy'][]>>(await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/policies' })).data;
    const regionOf = new Map(policies.map((policy) => [policy.policyId, policy.regionCode]));
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) });
    const match = body<Envelope<PortalSchemas['Report']>>(response).data.match;
    expect(match?.scope.label).toBe('杭州市余杭区');
    expect(match?.scope.regions.map((region) => region.code)).toEqual(['100000', '330000', '330100', '330110']);
    expect(match?.matches.length).toBeGreaterThan(0);
    for (const item of match?.matches ?? []) expect(['100000', '330000', '330100', '330110']).toContain(regionOf.get(item.policyId));
    expect(match?.outOfScope.length).toBeGreaterThan(0);
    for (const item of match?.outOfScope ?? []) {
      expect(['100000', '330000', '330100', '330110']).not.toContain(regionOf.get(item.policyId));
      expect(item.reason).toBe(`仅适用于${item.regionName}，贵企业注册地（杭州市余杭区）不在其范围内`);
    }
  });

  it('counts no funded item twice in the seeded enterprise’s estimate and keeps 保守 ≤ 乐观', async () => {
    const policies = body<Envelope<PortalSchemas['MatchablePolicy'][]>>(await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/policies' })).data;
    const funding = new Map(policies.map((policy) => [policy.policyId, parseRuleSet(policy.ruleSet).funding]));
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) });
    const estimate = body<Envelope<PortalSchemas['Report']>>(response).data.match?.estimate;
    const counted = estimate?.lines.filter((line) => line.counted) ?? [];
    const items = counted.map((line) => funding.get(line.policyId)?.item ?? `policy:${line.policyId}`);
    expect(new Set(items).size).toBe(items.length);
    expect(counted.length).toBeGreaterThan(0);
    // Each line is its own arithmetic: the parts add up to it.
    for (const line of estimate?.lines ?? []) {
      const total = (line.parts ?? []).reduce((sum, part) => sum + part.conservative, 0);
      expect(Math.round(total * 100) / 100, line.policyTitle).toBe(line.conservative);
    }
    expect(estimate?.conservative).toBeLessThanOrEqual(estimate?.optimistic ?? -1);
  });

  it('answers the same range in the report, GET /api/policy-match/estimate and 区域对比 for its own region', async () => {
    const report = body<Envelope<PortalSchemas['Report']>>(await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) })).data;
    const estimate = body<Envelope<PortalSchemas['SubsidyEstimate']>>(
      await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/estimate', headers: bearer(yunqi) }),
    ).data;
    const compare = body<Envelope<PortalSchemas['CompareOverview']>>(
      await hosts.portal.inject({ method: 'GET', url: '/api/compare/overview?regions=330100,440300', headers: bearer(yunqi) }),
    ).data;
    const own = compare.regions.find((row) => row.region.code === '330100');
    expect(estimate).toEqual(report.match?.estimate);
    expect(own?.myEstimate).toEqual(report.match?.estimate);
    expect(own?.myEstimatedBenefit).toBe(report.match?.estimate.optimistic);
    const fresh = await login(hosts.portal, '13800138003');
    const none = body<Envelope<null>>(await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/estimate', headers: bearer(fresh) })).data;
    expect(none).toBeNull();
  });

  it('answers a match report saved before the estimate existed in today’s shape, its old sum labelled as such', async () => {
    const legacy = { enterpriseName: '杭州云栖智造科技有限公司', completeness: { filled: 1, total: 2, percent: 50, missing: [] }, matchedCount: 1, estimatedSubsidy: 4275, qualificationsInReach: [], matches: [] };
    const { id } = (await hosts.db.get(`INSERT INTO reports (user_id, type, title, headline, project_id, payload, created_at)
         VALUES ((SELECT id FROM users WHERE phone = '13800138000'), 'match', '旧报告', '匹配 1 项政策，预估可获 4275 万元', NULL, ?, '2026-01-01T00:00:00.000Z') RETURNING id`, JSON.stringify(legacy))) as { id: number };
    const response = await hosts.portal.inject({ method: 'GET', url: `/api/enterprise/reports/${id}`, headers: bearer(yunqi) });
    expect(response.statusCode, response.body).toBe(200);
    const report = body<Envelope<PortalSchemas['Report']>>(response).data;
    expect(report.match?.estimate).toEqual({ conservative: 0, optimistic: 4275, method: LEGACY_ESTIMATE_METHOD, lines: [] });
    expect(report.match?.outOfScope).toEqual([]);
    expect(report.match?.scope.label).toBe('未限定地区（旧版报告）');
  });

  it('gives the seeded enterprise eligible, incomplete, ineligible and held (已认定) policies out of the box', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) });
    const statuses = new Set(body<Envelope<PortalSchemas['Report']>>(response).data.match?.matches.map((match) => match.status));
    expect(statuses).toEqual(new Set(['eligible', 'incomplete', 'ineligible', 'held']));
  });

  it('recommends the five best open matches, and nothing without a ledger', async () => {
    const mine = body<Envelope<{ matchDegree: number; status: string }[]>>(
      await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/recommend', headers: bearer(yunqi) }),
    ).data;
    expect(mine).toHaveLength(5);
    const regionOf = new Map(
      body<Envelope<PortalSchemas['MatchablePolicy'][]>>(await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/policies' })).data.map((policy) => [
        policy.policyId,
        policy.regionCode,
      ]),
    );
    // 为你推荐 keeps to the region scope: 全国, 浙江省, 杭州市 or 余杭区.
    for (const item of mine as unknown as { policyId: number }[]) expect(['100000', '330000', '330100', '330110']).toContain(regionOf.get(item.policyId));
    expect(mine.every((item) => item.status === 'eligible' || item.status === 'incomplete')).toBe(true);
    const degrees = mine.map((item) => item.matchDegree);
    expect(degrees).toEqual([...degrees].sort((a, b) => b - a));
    const fresh = await login(hosts.portal, '13800138003');
    const none = await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/recommend', headers: bearer(fresh) });
    expect(body(none).data).toEqual([]);
  });

  it('keeps reports private: another account gets 404 for detail and export', async () => {
    const created = body<Envelope<PortalSchemas['Report']>>(await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) })).data;
    const list = body<Envelope<{ rows: { id: number }[] }>>(
      await hosts.portal.inject({ method: 'GET', url: '/api/enterprise/reports?type=match', headers: bearer(yunqi) }),
    ).data;
    expect(list.rows[0]?.id).toBe(created.id);
    for (const [method, url] of [
      ['GET', `/api/enterprise/reports/${created.id}`],
      ['POST', `/api/enterprise/reports/${created.id}/export`],
    ] as const) {
      const response = await hosts.portal.inject({ method, url, headers: bearer(haishu) });
      expect(response.statusCode).toBe(404);
      expect(body(response).msg).toBe('报告不存在');
    }
  });

  it('exports a printable page whose filename* decodes to 智能政策匹配报告-<企业名称>-<yyyymmdd>.html', async () => {
    const created = body<Envelope<PortalSchemas['Report']>>(await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) })).data;
    const response = await hosts.portal.inject({ method: 'POST', url: `/api/enterprise/reports/${created.id}/export`, headers: bearer(yunqi) });
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toContain(`filename="report-${created.id}.html"`);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('智能政策匹配报告-杭州云栖智造科技有限公司-20260615.html');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/^<!doctype html><html lang="zh-CN">/);
    expect(response.body).toContain('<style>');
    expect(response.body).not.toMatch(/<script|<link|src="http/);
    expect(response.body).toContain('<th scope="col">实际值</th>');
  });
});

describe('高企评测', () => {
  it('evaluates the ledger on the 高企 rule set with the score per indicator and keeps it under 高企评测', async () => {
    const { ledger } = await getLedger(yunqi);
    const expected = evaluate(HIGH_TECH_RULESET, ledger, { now: hosts.clock.now() });
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/enterprise/evaluations/high-tech', headers: bearer(yunqi) });
    const report = body<Envelope<PortalSchemas['Report']>>(response).data;
    expect(report).toMatchObject({ type: 'high_tech', projectId: null, match: null, title: '高新技术企业评测报告' });
    expect(report.evaluation?.results.map((result) => result.id)).toEqual(HIGH_TECH_RULESET.conditions.map((condition) => condition.id));
    expect(report.evaluation?.['score']).toEqual(JSON.parse(JSON.stringify(expected.score)));
    const list = body<Envelope<{ rows: { id: number }[] }>>(
      await hosts.portal.inject({ method: 'GET', url: '/api/enterprise/reports?pageNum=1&pageSize=10&type=high_tech', headers: bearer(yunqi) }),
    ).data;
    expect(list.rows.map((row) => row.id)).toContain(report.id);
    const pdf = await hosts.portal.inject({ method: 'POST', url: `/api/enterprise/reports/${report.id}/pdf`, headers: bearer(yunqi) });
    expect(pdf.statusCode).toBe(200);
    const name = decodeURIComponent(String(pdf.headers['content-disposition']).split("UTF-8''")[1] ?? '');
    expect(name).toBe('高新技术企业评测报告-杭州云栖智造科技有限公司-20260615.pdf');
  });

  it('needs a session', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/enterprise/evaluations/high-tech' });
    expect(response.statusCode).toBe(401);
  });
});

describe('project self-evaluation', () => {
  const projectWithRules = async () =>
    (await hosts.db.get(`SELECT id, project_name, rule_set FROM declaration_projects WHERE project_name ILIKE '%高新技术企业认定%' ORDER BY id LIMIT 1`)) as {
      id: number;
      project_name: string;
      rule_set: string;
    };

  it('evaluates the project rule set against the ledger and saves the report', async () => {
    const project = await projectWithRules();
    const ruleSet = parseRuleSet(project.rule_set);
    const { ledger } = await getLedger(yunqi);
    const expected = evaluate(ruleSet, ledger, { now: hosts.clock.now() });
    const response = await hosts.portal.inject({ method: 'POST', url: `/api/gDeclaraManage/${project.id}/evaluation`, headers: bearer(yunqi) });
    const report = body<Envelope<PortalSchemas['Report']>>(response).data;
    expect(report).toMatchObject({ type: 'project_evaluation', projectId: project.id, match: null, title: `${project.project_name}自评报告` });
    expect(report.evaluation?.status).toBe(expected.status);
    expect(report.evaluation?.matchDegree).toBe(expected.matchDegree);
    expect(report.headline).toMatch(/^匹配度 \d+%/);
    const exported = await hosts.portal.inject({ method: 'POST', url: `/api/enterprise/reports/${report.id}/export`, headers: bearer(yunqi) });
    const name = decodeURIComponent(String(exported.headers['content-disposition']).split("UTF-8''")[1] ?? '');
    expect(name).toBe(`项目自评报告-${project.project_name}-20260615.html`);
  });

  it('uses the displayed condition ids, so the checklist and the result line up', async () => {
    const project = await projectWithRules();
    const detail = body<Envelope<{ conditions: { id: string }[] }>>(await hosts.portal.inject({ method: 'GET', url: `/api/gDeclaraManage/${project.id}` })).data;
    const ruleIds = parseRuleSet(project.rule_set).conditions.map((condition) => condition.id);
    expect(ruleIds).toEqual(detail.conditions.map((condition) => condition.id));
  });

  it('saves a report with a row for every listed condition, 待核验 naming the material where the ledger cannot decide', async () => {
    // A project in the demo company's own province, so no failed region hides the undecided conditions.
    const project = (await hosts.db.get(`SELECT id FROM declaration_projects WHERE project_name ILIKE '%浙江省数字化改造项目补助' ORDER BY id LIMIT 1`)) as { id: number };
    const detail = body<Envelope<PortalSchemas['DeclarationProjectDetail']>>(await hosts.portal.inject({ method: 'GET', url: `/api/gDeclaraManage/${project.id}` })).data;
    const response = await hosts.portal.inject({ method: 'POST', url: `/api/gDeclaraManage/${project.id}/evaluation`, headers: bearer(yunqi) });
    const report = body<Envelope<PortalSchemas['Report']>>(response).data;
    const results = report.evaluation?.results ?? [];
    expect(results.map((result) => result.id)).toEqual(detail.conditions.map((condition) => condition.id));
    expect(results.find((result) => result.title === '项目已竣工')).toMatchObject({ status: 'unknown', decidedBy: 'evidence', evidence: '项目竣工验收报告' });
    expect(report.evaluation?.status).not.toBe('eligible');
    expect(report.headline).toMatch(/项条件待核验材料/);
    const exported = await hosts.portal.inject({ method: 'POST', url: `/api/enterprise/reports/${report.id}/export`, headers: bearer(yunqi) });
    for (const condition of detail.conditions) expect(exported.body).toContain(condition.title);
    expect(exported.body).toContain('待核验');
  });

  it('words the region of the ledger instead of showing its code', async () => {
    const project = await projectWithRules();
    const response = await hosts.portal.inject({ method: 'POST', url: `/api/gDeclaraManage/${project.id}/evaluation`, headers: bearer(yunqi) });
    const rows = body<Envelope<PortalSchemas['Report']>>(response).data.evaluation?.results ?? [];
    const region = rows.find((result) => result.title === '注册地与纳税关系');
    expect(region?.actualText).toMatch(/^(浙江省|杭州市余杭区|杭州市)$/);
  });

  it('reports an empty ledger as incomplete rather than refusing', async () => {
    const project = await projectWithRules();
    const fresh = await login(hosts.portal, '13800138003');
    const response = await hosts.portal.inject({ method: 'POST', url: `/api/gDeclaraManage/${project.id}/evaluation`, headers: bearer(fresh) });
    expect(body<Envelope<PortalSchemas['Report']>>(response).data.evaluation?.status).toBe('incomplete');
  });
});
