import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../clock';
import { contractMonths, decideContract, latestTalent, minimumFor } from '../domain/talent';
import { talentSearchDocuments } from '../domain/talent-search-documents';
import { TALENT_COUNT } from '../seed/talent';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type Talent = {
  id: number;
  displayName: string;
  title: string;
  skills: string[];
  yearsOfExperience: number;
  education: string;
  regionCode: string;
  payUnit: string;
  payMin: number;
  payMax: number;
  availability: string;
};
type TalentRows = { rows: Talent[]; total: number };
type Contract = {
  id: number;
  talentId: number;
  enterpriseName: string;
  status: string;
  reply: string | null;
  contact: { name: string; phone: string; email: string } | null;
  nextUpdateAt: string | null;
};
type PrivateRow = { id: number; full_name: string; phone: string; email: string; id_number: string };

let hosts: TestHosts;
let token: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  token = await login(hosts.portal);
});

afterAll(async () => {
  await hosts.close();
});

async function get<T>(url: string, auth?: string): Promise<T> {
  const response = await hosts.portal.inject({ method: 'GET', url, headers: auth ? bearer(auth) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<T>>(response).data;
}

function send(auth: string, payload: object) {
  return hosts.portal.inject({ method: 'POST', url: '/api/talent/contracts', headers: bearer(auth), payload });
}

function withdraw(auth: string, id: number) {
  return hosts.portal.inject({ method: 'POST', url: `/api/talent/contracts/${id}/withdraw`, headers: bearer(auth) });
}

async function talentWhere(sql: string): Promise<PrivateRow & { pay_min: number }> {
  return (await hosts.db.get(`SELECT id, full_name, phone, email, id_number, pay_min FROM talents WHERE ${sql} ORDER BY id LIMIT 1`)) as PrivateRow & { pay_min: number };
}

// TEST_START is 2026-06-15 in China: a period of July to September is four started months.
const PERIOD = { startDate: '2026-07-01', endDate: '2026-09-30' };

describe('找人才 seed', () => {
  it('holds 200+ people across the professions, regions, educations and pay units, with work history and no duplicate contact', async () => {
    const rows = (await hosts.db.all('SELECT * FROM talents')) as Record<string, string | number>[];
    expect(rows).toHaveLength(TALENT_COUNT);
    expect(TALENT_COUNT).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((row) => row['title'])).size).toBeGreaterThanOrEqual(10);
    for (const title of ['高级工程师', '注册会计师', '专利代理师', '数字化顾问', '外贸业务员']) expect(rows.some((row) => row['title'] === title)).toBe(true);
    expect(new Set(rows.map((row) => row['education']))).toEqual(new Set(['college', 'bachelor', 'master', 'doctor']));
    expect(new Set(rows.map((row) => row['pay_unit']))).toEqual(new Set(['month', 'day', 'project']));
    expect(new Set(rows.map((row) => row['availability']))).toEqual(new Set(['immediate', 'withinMonth', 'projectOnly']));
    expect(rows.filter((row) => String(row['region_code']).startsWith('33')).length).toBeGreaterThan(rows.length / 2);
    const regionCodes = new Set(((await hosts.db.all('SELECT code FROM regions')) as { code: string }[]).map((row) => row.code));
    for (const row of rows) {
      expect(regionCodes.has(String(row['region_code'])), String(row['region_code'])).toBe(true);
      expect(String(row['display_name'])).toMatch(/^.(先生|女士)$/);
      expect(Number(row['pay_min'])).toBeLessThan(Number(row['pay_max']));
      expect((JSON.parse(String(row['work_history'])) as unknown[]).length).toBeGreaterThanOrEqual(2);
      expect(String(row['id_number'])).toMatch(/^\d{17}[\dX]$/);
    }
  });

  it('gives the demo enterprise one accepted and one declined 签约意向, both answered', async () => {
    const statuses = (await hosts.db.all("SELECT c.status FROM talent_contracts c JOIN users u ON u.id = c.user_id WHERE u.username = '13800138000' ORDER BY c.id")) as { status: string }[];
    expect(statuses.map((row) => row.status)).toEqual(['accepted', 'declined']);
  });
});

describe('找人才 list and detail', () => {
  it('filters by skill, title, education, experience, region and pay, and sorts by experience', async () => {
    const skill = await get<TalentRows>(`/api/talent/list?skill=${encodeURIComponent('PLC编程')}&pageSize=100`);
    expect(skill.total).toBeGreaterThan(0);
    expect(skill.rows.every((row) => row.skills.includes('PLC编程'))).toBe(true);
    const titled = await get<TalentRows>(`/api/talent/list?title=${encodeURIComponent('注册会计师')}&education=master&experienceMin=10&pageSize=100`);
    expect(titled.rows.every((row) => row.title === '注册会计师' && row.education === 'master' && row.yearsOfExperience >= 10)).toBe(true);
    const zhejiang = await get<TalentRows>('/api/talent/list?regionCode=330000&pageSize=100');
    const hangzhou = await get<TalentRows>('/api/talent/list?regionCode=330100&pageSize=100');
    expect(zhejiang.rows.every((row) => row.regionCode.startsWith('33'))).toBe(true);
    expect(hangzhou.total).toBeGreaterThan(0);
    expect(hangzhou.total).toBeLessThan(zhejiang.total);
    const budget = await get<TalentRows>('/api/talent/list?payUnit=day&payMax=2000&pageSize=100');
    expect(budget.total).toBeGreaterThan(0);
    expect(budget.rows.every((row) => row.payUnit === 'day' && row.payMin <= 2000)).toBe(true);
    const senior = await get<TalentRows>('/api/talent/list?orderBy=experience&pageSize=20');
    const years = senior.rows.map((row) => row.yearsOfExperience);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const searched = await get<TalentRows>(`/api/talent/list?keyword=${encodeURIComponent('加计扣除')}`);
    expect(searched.total).toBeGreaterThan(0);
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/talent/list?regionCode=999999' })).statusCode).toBe(400);
  });

  it('counts skills and titles for the filters', async () => {
    const facets = await get<{ skills: { name: string; count: number }[]; titles: { name: string; count: number }[] }>('/api/talent/facets');
    expect(facets.titles.reduce((sum, title) => sum + title.count, 0)).toBe(TALENT_COUNT);
    expect(facets.skills.find((skill) => skill.name === '专利撰写')?.count).toBeGreaterThan(0);
  });

  it('never puts a full name, phone, email or ID number in a list, detail, facets, search document or home card', async () => {
    const secrets = (await hosts.db.all('SELECT id, full_name, phone, email, id_number FROM talents')) as PrivateRow[];
    const pages = [];
    for (let pageNum = 1; pageNum <= Math.ceil(TALENT_COUNT / 100); pageNum += 1) {
      pages.push((await hosts.portal.inject({ method: 'GET', url: `/api/talent/list?pageSize=100&pageNum=${pageNum}` })).body);
    }
    const details = await Promise.all(secrets.slice(0, 40).map(async (row) => (await hosts.portal.inject({ method: 'GET', url: `/api/talent/${row.id}` })).body));
    const facets = (await hosts.portal.inject({ method: 'GET', url: '/api/talent/facets' })).body;
    const everything = [...pages, ...details, facets, JSON.stringify(await talentSearchDocuments(hosts.db)), JSON.stringify(await latestTalent(hosts.db, 300))].join('\n');
    expect(pages.join('').match(/"id":\d+,"displayName"/g)).toHaveLength(TALENT_COUNT);
    for (const secret of secrets) {
      expect(everything).not.toContain(secret.phone);
      expect(everything).not.toContain(secret.email);
      expect(everything).not.toContain(secret.id_number);
      expect(everything).not.toContain(`"${secret.full_name}`);
    }
    expect(everything).not.toMatch(/"(phone|email|fullName|idNumber|contact)"/);
  });

  it('answers 404 for a missing person', async () => {
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/talent/99999' })).statusCode).toBe(404);
  });
});

describe('签约意向', () => {
  it('validates the period, the texts and the person, and needs an enterprise account', async () => {
    const talent = await talentWhere("pay_unit = 'month'");
    const valid = { talentId: talent.id, role: '产线改造负责人', amount: talent.pay_min * 4, ...PERIOD, message: '希望您驻场主导两条装配线的自动化改造。' };
    expect(body(await send(token, { ...valid, startDate: '2026-06-14' })).msg).toBe('开始日期不能早于今天');
    expect(body(await send(token, { ...valid, endDate: '2026-07-01' })).msg).toBe('结束日期须晚于开始日期');
    expect(body(await send(token, { ...valid, endDate: '2028-08-01' })).msg).toBe('合作期不能超过 24 个月');
    expect(body(await send(token, { ...valid, message: '  您好        ' })).msg).toBe('留言至少填写 10 个字，说明合作内容');
    const control = await send(token, { ...valid, role: '产线\u0007负责人' });
    expect(control.statusCode).toBe(400);
    expect(body(control).msg).toContain('role');
    expect((await send(token, { ...valid, amount: 499 })).statusCode).toBe(400);
    expect((await send(token, { ...valid, talentId: 99999 })).statusCode).toBe(404);
    expect((await send(await login(hosts.portal, '13900139000'), valid)).statusCode).toBe(403);
    expect((await hosts.portal.inject({ method: 'POST', url: '/api/talent/contracts', payload: valid })).statusCode).toBe(401);
  });

  it('is seen after two hours and accepted the next day, with a message and the contact for this enterprise only; one open request per person', async () => {
    const talent = await talentWhere("pay_unit = 'month' AND availability = 'immediate' AND id NOT IN (SELECT talent_id FROM talent_contracts)");
    token = await login(hosts.portal);
    const payload = { talentId: talent.id, role: '产线改造负责人', amount: talent.pay_min * 4, ...PERIOD, message: '希望您驻场主导两条装配线的自动化改造。' };
    const created = await send(token, payload);
    expect(created.statusCode, created.body).toBe(200);
    const contract = body<Envelope<Contract>>(created).data;
    // The enterprise is the ledger's, not something the form sends.
    expect(contract).toMatchObject({ status: 'sent', enterpriseName: '杭州云栖智造科技有限公司', reply: null, contact: null });
    const again = await send(token, payload);
    expect(again.statusCode).toBe(409);
    expect(body(again).msg).toContain('对方答复前不能重复发送');

    const answers = async () =>
      ((await hosts.db.get("SELECT COUNT(*) AS n FROM messages m JOIN users u ON u.id = m.user_id WHERE u.username = '13800138000' AND m.title ILIKE '签约意向%'")) as { n: number }).n;
    const before = await answers();
    const read = async () => (await get<{ rows: Contract[] }>(`/api/talent/contracts/mine?talentId=${talent.id}`, await login(hosts.portal))).rows[0];
    hosts.clock.advance(2 * HOUR_MS - 1);
    expect((await read())?.status).toBe('sent');
    hosts.clock.advance(1);
    expect((await read())?.status).toBe('viewed');
    hosts.clock.advance(DAY_MS);
    const done = await read();
    expect(done).toMatchObject({ status: 'accepted', contact: { name: talent.full_name, phone: talent.phone, email: talent.email }, nextUpdateAt: null });
    expect(done?.reply).toContain('产线改造负责人');
    expect(await answers() - before).toBe(1);
    await read();
    expect(await answers() - before).toBe(1);

    // Answered: a new request may be sent again; another enterprise never sees this one or the contact.
    token = await login(hosts.portal);
    const other = await login(hosts.portal, '13800138001');
    expect((await get<{ rows: Contract[] }>(`/api/talent/contracts/mine?talentId=${talent.id}`, other)).rows).toEqual([]);
    expect((await withdraw(token, contract.id)).statusCode).toBe(409);
    const detail = (await hosts.portal.inject({ method: 'GET', url: `/api/talent/${talent.id}`, headers: bearer(token) })).body;
    expect(detail).not.toContain(talent.phone);
  });

  it('declines less than the person asks for, and lets only the sender withdraw while unanswered', async () => {
    const talent = await talentWhere("pay_unit = 'project' AND id NOT IN (SELECT talent_id FROM talent_contracts)");
    token = await login(hosts.portal);
    const other = await login(hosts.portal, '13800138001');
    const low = body<Envelope<Contract>>(await send(token, { talentId: talent.id, role: '合同审查', amount: talent.pay_min - 500, ...PERIOD, message: '需要审查三份供应商框架协议。' })).data;
    expect((await withdraw(other, low.id)).statusCode).toBe(404);
    const withdrawn = await withdraw(token, low.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(body<Envelope<Contract>>(withdrawn).data).toMatchObject({ status: 'withdrawn', nextUpdateAt: null });
    expect((await withdraw(token, low.id)).statusCode).toBe(409);

    const again = body<Envelope<Contract>>(await send(token, { talentId: talent.id, role: '合同审查', amount: talent.pay_min - 500, ...PERIOD, message: '需要审查三份供应商框架协议。' })).data;
    hosts.clock.advance(DAY_MS);
    const done = (await get<{ rows: Contract[] }>(`/api/talent/contracts/mine?status=declined`, await login(hosts.portal))).rows.find((row) => row.id === again.id);
    expect(done).toMatchObject({ status: 'declined', contact: null });
    expect(done?.reply).toContain(`至少需要 ${talent.pay_min.toLocaleString('zh-CN')} 元`);
    expect(done?.reply).toMatch(/至少需要 \d{1,3}(,\d{3})+ 元/);
  });

  it('decides by period and pay: months started, working days, a project fee, and six months for project-only people', () => {
    expect(contractMonths('2026-07-01', '2026-09-30')).toBe(4);
    expect(minimumFor({ payUnit: 'month', payMin: 20000 }, '2026-07-01', '2026-09-30')).toBe(80000);
    expect(minimumFor({ payUnit: 'day', payMin: 2000 }, '2026-07-01', '2026-07-07')).toBe(10000);
    expect(minimumFor({ payUnit: 'project', payMin: 15000 }, '2026-07-01', '2027-07-01')).toBe(15000);
    const person = { displayName: '陈女士', payUnit: 'day' as const, payMin: 2000, availability: 'projectOnly' as const };
    const week = { role: '数字化诊断', startDate: '2026-07-01', endDate: '2026-07-07' };
    expect(decideContract(person, { ...week, amount: 10000 }).decision).toBe('accepted');
    expect(decideContract(person, { ...week, amount: 9999 }).decision).toBe('declined');
    expect(decideContract(person, { ...week, endDate: '2027-01-15', amount: 10_000_00 }).reply).toContain('只接 6 个月以内');
  });
});

describe('找人才 for search and the home page', () => {
  it('gives one search document per person with the searchable fields and a date', async () => {
    const documents = await talentSearchDocuments(hosts.db);
    expect(documents).toHaveLength(TALENT_COUNT);
    const patent = documents.find((document) => document.text.includes('专利撰写'));
    expect(patent?.title).toMatch(/^.(先生|女士) · /);
    expect(patent?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists the newest profiles first, as many as asked', async () => {
    const latest = await latestTalent(hosts.db, 5);
    expect(latest).toHaveLength(5);
    const dates = latest.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(latest[0]?.line).toMatch(/年经验/);
  });
});
