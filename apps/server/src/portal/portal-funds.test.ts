import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../clock';
import { HOLIDAY_CALENDAR_LAST_YEAR } from '../shared/working-hours';
import { decideFinancing } from '../domain/funds';
import { FUND_COUNT } from '../seed/funds';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type Fund = {
  id: number;
  name: string;
  provider: string;
  amountMin: number;
  amountMax: number;
  rateMin: number;
  rateMax: number;
  termMin: number;
  termMax: number;
  guarantee: string;
  tags: string[];
  applicationCount: number;
};
type FundRows = { rows: Fund[]; total: number };
type ApplicationAnswer = {
  id: number;
  status: string;
  enterpriseName: string;
  creditCode: string | null;
  revenueY1: number | null;
  approvedAmount: number | null;
  approvedRate: number | null;
  rejectReason: string | null;
  nextUpdateAt: string | null;
  nextUpdateUncountedHolidayYear: number | null;
  timeline: { status: string; at: string; note: string | null }[];
};

let hosts: TestHosts;
let token: string;
let otherToken: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  token = await login(hosts.portal);
  otherToken = await login(hosts.portal, '13800138001');
});

afterAll(async () => {
  await hosts.close();
});

async function get<T>(url: string, auth?: string): Promise<T> {
  const response = await hosts.portal.inject({ method: 'GET', url, headers: auth ? bearer(auth) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<T>>(response).data;
}

function apply(auth: string, payload: object) {
  return hosts.portal.inject({ method: 'POST', url: '/api/fund/applications', headers: bearer(auth), payload });
}

async function fundWhere(sql: string): Promise<Fund> {
  const { id } = (await hosts.db.get(`SELECT id FROM fund_products WHERE ${sql} ORDER BY id LIMIT 1`)) as { id: number };
  return await get<Fund>(`/api/fund/${id}`);
}

describe('找资金 seed', () => {
  it('holds 60+ products from 30+ real lenders, every guarantee mode, the main tags, consistent ranges and unique names', async () => {
    const rows = (await hosts.db.all('SELECT * FROM fund_products')) as Record<string, number | string>[];
    expect(rows).toHaveLength(FUND_COUNT);
    expect(FUND_COUNT).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((row) => row['provider'])).size).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((row) => row['guarantee']))).toEqual(new Set(['credit', 'mortgage', 'guarantee', 'ipPledge']));
    const tags = new Set(rows.flatMap((row) => JSON.parse(String(row['tags'])) as string[]));
    for (const tag of ['科创贷', '人才贷', '专精特新贷', '知识产权质押贷']) expect(tags).toContain(tag);
    expect(new Set(rows.map((row) => row['name'])).size).toBe(rows.length);
    for (const row of rows) {
      expect(Number(row['amount_min'])).toBeLessThan(Number(row['amount_max']));
      expect(Number(row['rate_min'])).toBeLessThan(Number(row['rate_max']));
      expect(Number(row['term_min'])).toBeLessThan(Number(row['term_max']));
      expect((JSON.parse(String(row['materials'])) as string[]).length).toBeGreaterThanOrEqual(3);
      expect((JSON.parse(String(row['eligibility'])) as string[]).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives the demo enterprise one lent and one declined application, each pointing at a real product, with full timelines', async () => {
    const rows = (await hosts.db.all(`SELECT a.status, a.product_id, (SELECT COUNT(*) FROM fund_products p WHERE p.id = a.product_id) AS product_exists,
           (SELECT COUNT(*) FROM financing_events e WHERE e.application_id = a.id) AS events
         FROM financing_applications a JOIN users u ON u.id = a.user_id WHERE u.username = '13800138000' ORDER BY a.id`)) as { status: string; product_exists: number; events: number }[];
    expect(rows.map((row) => row.status)).toEqual(['disbursed', 'rejected']);
    for (const row of rows) {
      expect(row.product_exists).toBe(1);
      expect(row.events).toBe(4);
    }
  });
});

describe('找资金 list and detail', () => {
  it('filters by guarantee, tag, provider, amount, rate and term, and searches names and providers', async () => {
    const credit = await get<FundRows>('/api/fund/list?guarantee=ipPledge&pageSize=100');
    expect(credit.total).toBeGreaterThan(0);
    expect(credit.rows.every((row) => row.guarantee === 'ipPledge')).toBe(true);

    const tagged = await get<FundRows>(`/api/fund/list?tag=${encodeURIComponent('人才贷')}&pageSize=100`);
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.rows.every((row) => row.tags.includes('人才贷'))).toBe(true);

    const fitting = await get<FundRows>('/api/fund/list?amount=1500&term=48&pageSize=100');
    expect(fitting.total).toBeGreaterThan(0);
    expect(fitting.total).toBeLessThan(FUND_COUNT);
    for (const row of fitting.rows) {
      expect(row.amountMin <= 1500 && row.amountMax >= 1500).toBe(true);
      expect(row.termMin <= 48 && row.termMax >= 48).toBe(true);
    }

    // 年利率不高于 4.2%: the product's whole range, up to its highest rate, is at or below it.
    const all = await get<FundRows>('/api/fund/list?pageSize=100');
    const cheap = await get<FundRows>('/api/fund/list?rate=4.2&pageSize=100');
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.rows.every((row) => row.rateMax <= 4.2)).toBe(true);
    const straddling = all.rows.filter((row) => row.rateMin <= 4.2 && row.rateMax > 4.2);
    expect(straddling.length).toBeGreaterThan(0);
    expect(cheap.rows.map((row) => row.id).sort()).toEqual(all.rows.filter((row) => row.rateMax <= 4.2).map((row) => row.id).sort());

    const byProvider = await get<FundRows>(`/api/fund/list?provider=${encodeURIComponent('杭州银行')}`);
    expect(byProvider.total).toBe(2);
    expect(byProvider.rows.every((row) => row.provider === '杭州银行')).toBe(true);

    const search = await get<FundRows>(`/api/fund/list?keyword=${encodeURIComponent('高新投')}`);
    expect(search.total).toBe(2);

    const cheapest = await get<FundRows>('/api/fund/list?orderBy=rate&pageSize=100');
    const rates = cheapest.rows.map((row) => row.rateMin);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });

  it('lists the providers and tags with their counts', async () => {
    const facets = await get<{ providers: { name: string; count: number }[]; tags: { name: string; count: number }[] }>('/api/fund/facets');
    expect(facets.providers.reduce((sum, provider) => sum + provider.count, 0)).toBe(FUND_COUNT);
    expect(facets.tags.find((tag) => tag.name === '科创贷')?.count).toBeGreaterThan(0);
  });
});

describe('融资对接', () => {
  it('refuses an amount or a term outside the product, a blank purpose, control characters, and a missing product', async () => {
    const fund = await fundWhere("guarantee = 'guarantee'");
    const valid = { productId: fund.id, amount: fund.amountMin, termMonths: fund.termMin, purpose: '采购原材料备货', contactName: '陈思远', contactPhone: '13800138000' };
    const over = await apply(token, { ...valid, amount: fund.amountMax + 1 });
    expect(over.statusCode).toBe(400);
    expect(body(over).msg).toBe(`申请额度须在 ${fund.amountMin}–${fund.amountMax} 万元之间`);
    const shortTerm = await apply(token, { ...valid, termMonths: fund.termMax + 1 });
    expect(body(shortTerm).msg).toBe(`申请期限须在 ${fund.termMin}–${fund.termMax} 个月之间`);
    expect(body(await apply(token, { ...valid, purpose: '      短     ' })).msg).toBe('资金用途至少填写 5 个字');
    const control = await apply(token, { ...valid, purpose: '采购原材料\u0000备货' });
    expect(control.statusCode).toBe(400);
    expect(body(control).msg).toContain('purpose');
    expect((await apply(token, { ...valid, productId: 99999 })).statusCode).toBe(404);
  });

  it('answers over the provider clock: 已受理 after two hours, 审批中 the next day, 已放款 on the third, with a message at each step', async () => {
    const fund = await fundWhere("guarantee = 'guarantee' AND amount_min <= 200 AND amount_max >= 200 AND term_min <= 24 AND term_max >= 24");
    const created = await apply(token, { productId: fund.id, amount: 200, termMonths: 24, purpose: '购置数控加工中心两台', contactName: '陈思远', contactPhone: '13800138000' });
    expect(created.statusCode, created.body).toBe(200);
    const application = body<Envelope<ApplicationAnswer>>(created).data;
    // The ledger is the one the enterprise keeps, not what the form says.
    expect(application).toMatchObject({ status: 'submitted', enterpriseName: '杭州云栖智造科技有限公司', creditCode: '91330110MA2H3K8X5F', revenueY1: 6800 });
    expect(application.nextUpdateAt).toBe(new Date(Date.parse(application.timeline[0]?.at ?? '') + 2 * HOUR_MS).toISOString());
    const unread = async () => ((await hosts.db.get("SELECT COUNT(*) AS n FROM messages m JOIN users u ON u.id = m.user_id WHERE u.username = '13800138000' AND m.title ILIKE '融资申请%'")) as { n: number }).n;
    const before = await unread();
    // A login token lasts hours, not days: each look after the clock moved logs in again.
    const read = async () => get<ApplicationAnswer>(`/api/fund/applications/${application.id}`, await login(hosts.portal));

    hosts.clock.advance(HOUR_MS);
    expect((await read()).status).toBe('submitted');
    hosts.clock.advance(HOUR_MS);
    expect((await read()).status).toBe('accepted');
    hosts.clock.advance(DAY_MS);
    expect((await read()).status).toBe('reviewing');
    hosts.clock.advance(2 * DAY_MS);
    const done = await read();
    expect(done).toMatchObject({ status: 'disbursed', approvedAmount: 200, approvedRate: fund.rateMin, rejectReason: null, nextUpdateAt: null });
    expect(done.timeline.map((event) => event.status)).toEqual(['submitted', 'accepted', 'reviewing', 'disbursed']);
    expect(await unread() - before).toBe(3);
    // Reading again writes nothing twice.
    await read();
    expect(await unread() - before).toBe(3);
  });

  it('turns down more than the revenue supports with the reason, and keeps each applicant to their own applications', async () => {
    const fund = await fundWhere("guarantee = 'credit' AND amount_max >= 2500 AND term_min <= 12");
    token = await login(hosts.portal);
    const created = await apply(token, { productId: fund.id, amount: 2500, termMonths: 12, purpose: '新建智能装配产线', contactName: '陈思远', contactPhone: '13800138000' });
    expect(created.statusCode, created.body).toBe(200);
    const application = body<Envelope<ApplicationAnswer>>(created).data;
    // Three working days, whatever weekend or holiday falls in between (the test clock is in June: 端午 is near).
    hosts.clock.advance(10 * DAY_MS);
    token = await login(hosts.portal);
    otherToken = await login(hosts.portal, '13800138001');
    const done = await get<ApplicationAnswer>(`/api/fund/applications/${application.id}`, token);
    expect(done.status).toBe('rejected');
    expect(done.rejectReason).toBe('申请额度 2500 万元超过按上年营业收入（6800 万元）测算的授信上限 2040 万元');
    expect(done.approvedAmount).toBeNull();

    const foreign = await hosts.portal.inject({ method: 'GET', url: `/api/fund/applications/${application.id}`, headers: bearer(otherToken) });
    expect(foreign.statusCode).toBe(404);
    const theirs = await get<{ rows: { id: number }[] }>('/api/fund/applications/mine?pageSize=100', otherToken);
    expect(theirs.rows.map((row) => row.id)).not.toContain(application.id);
    const mine = await get<{ rows: { id: number }[] }>('/api/fund/applications/mine?status=rejected&pageSize=100', token);
    expect(mine.rows.map((row) => row.id)).toContain(application.id);
  });

  it('withdraws the owner’s own application while 已提交, and refuses someone else’s (404) and an accepted one (409)', async () => {
    const fund = await fundWhere("guarantee = 'guarantee' AND amount_min <= 200 AND amount_max >= 200 AND term_min <= 24 AND term_max >= 24");
    token = await login(hosts.portal);
    otherToken = await login(hosts.portal, '13800138001');
    const input = { productId: fund.id, amount: 200, termMonths: 24, purpose: '购置数控加工中心两台', contactName: '陈思远', contactPhone: '13800138000' };
    const first = body<Envelope<ApplicationAnswer>>(await apply(token, input)).data;
    const withdraw = (auth: string, id: number) => hosts.portal.inject({ method: 'POST', url: `/api/fund/applications/${id}/withdraw`, headers: bearer(auth) });

    const foreign = await withdraw(otherToken, first.id);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign)).toMatchObject({ code: 404, msg: '融资申请不存在', statusCode: 404 });
    const done = await withdraw(token, first.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(body<Envelope<ApplicationAnswer>>(done).data).toMatchObject({ status: 'withdrawn', nextUpdateAt: null });
    expect(body<Envelope<ApplicationAnswer>>(done).data.timeline.map((event) => event.status)).toEqual(['submitted', 'withdrawn']);
    const again = await withdraw(token, first.id);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ code: 409, statusCode: 409, msg: '机构已受理或申请已结束，不能再撤回；如需取消请联系机构客户经理' });

    // The provider's clock no longer moves a withdrawn application; an accepted one can no longer be withdrawn.
    const second = body<Envelope<ApplicationAnswer>>(await apply(token, input)).data;
    hosts.clock.advance(5 * DAY_MS);
    token = await login(hosts.portal);
    expect((await get<ApplicationAnswer>(`/api/fund/applications/${first.id}`, token)).status).toBe('withdrawn');
    const late = await withdraw(token, second.id);
    expect(late.statusCode).toBe(409);
    expect((await get<ApplicationAnswer>(`/api/fund/applications/${second.id}`, token)).status).toBe('disbursed');
    const withdrawn = await get<{ rows: { id: number }[] }>('/api/fund/applications/mine?status=withdrawn&pageSize=100', token);
    expect(withdrawn.rows.map((row) => row.id)).toEqual([first.id]);
  });

  it('promises the next step within working hours: never at night or on a weekend', async () => {
    const fund = await fundWhere("guarantee = 'guarantee' AND amount_min <= 200 AND amount_max >= 200 AND term_min <= 24 AND term_max >= 24");
    // Move the clock to a Saturday evening in China (20:17), whatever day the earlier tests left it on.
    const local = new Date(hosts.clock.now().getTime() + 8 * HOUR_MS);
    const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
    let saturdayEvening = today + ((6 - local.getUTCDay() + 7) % 7) * DAY_MS + 20 * HOUR_MS + 17 * 60 * 1000;
    if (saturdayEvening <= local.getTime()) saturdayEvening += 7 * DAY_MS;
    hosts.clock.advance(saturdayEvening - local.getTime());
    const saturday = new Date(hosts.clock.now().getTime() + 8 * HOUR_MS);
    expect([saturday.getUTCDay(), saturday.getUTCHours(), saturday.getUTCMinutes()]).toEqual([6, 20, 17]);
    token = await login(hosts.portal);
    const created = body<Envelope<ApplicationAnswer>>(await apply(token, { productId: fund.id, amount: 200, termMonths: 24, purpose: '购置数控加工中心两台', contactName: '陈思远', contactPhone: '13800138000' })).data;
    // Monday 11:00 China time: two working hours after Monday's opening.
    const promised = new Date(Date.parse(created.nextUpdateAt ?? '') + 8 * HOUR_MS);
    expect([promised.getUTCDay(), promised.getUTCHours(), promised.getUTCMinutes()]).toEqual([1, 11, 0]);
  });

  it('says so when the promised time falls in a year whose 法定节假日 are not published yet', async () => {
    const fund = await fundWhere("guarantee = 'guarantee' AND amount_min <= 200 AND amount_max >= 200 AND term_min <= 24 AND term_max >= 24");
    const input = { productId: fund.id, amount: 200, termMonths: 24, purpose: '购置数控加工中心两台', contactName: '陈思远', contactPhone: '13800138000' };
    expect(body<Envelope<ApplicationAnswer>>(await apply(token, input)).data.nextUpdateUncountedHolidayYear).toBeNull();
    // The last evening of the calendar's last year: the promise falls in the next year, whose 元旦 was not deducted.
    hosts.clock.advance(Date.parse(`${HOLIDAY_CALENDAR_LAST_YEAR}-12-31T20:00:00+08:00`) - hosts.clock.now().getTime());
    token = await login(hosts.portal);
    const late = body<Envelope<ApplicationAnswer>>(await apply(token, input)).data;
    expect(new Date(Date.parse(late.nextUpdateAt ?? '') + 8 * HOUR_MS).getUTCFullYear()).toBe(HOLIDAY_CALENDAR_LAST_YEAR + 1);
    expect(late.nextUpdateUncountedHolidayYear).toBe(HOLIDAY_CALENDAR_LAST_YEAR + 1);
  });

  it('decides from the ledger snapshot: no credit code, the revenue share by guarantee mode, and the rate by revenue', () => {
    const product = { guarantee: 'credit' as const, rateMin: 3.2, rateMax: 4.5 };
    expect(decideFinancing(product, { creditCode: null, revenueY1: 5000 }, 100)).toMatchObject({ decision: 'rejected' });
    expect(decideFinancing(product, { creditCode: 'X', revenueY1: 1000 }, 301)).toMatchObject({ decision: 'rejected' });
    expect(decideFinancing(product, { creditCode: 'X', revenueY1: 1000 }, 300)).toEqual({ decision: 'disbursed', approvedAmount: 300, approvedRate: 3.85, note: '放款 300 万元，执行年利率 3.85%' });
    expect(decideFinancing({ ...product, guarantee: 'mortgage' }, { creditCode: 'X', revenueY1: 1000 }, 800)).toMatchObject({ decision: 'disbursed', approvedRate: 3.85 });
    expect(decideFinancing(product, { creditCode: 'X', revenueY1: 2000 }, 100)).toMatchObject({ approvedRate: 3.2 });
    expect(decideFinancing(product, { creditCode: 'X', revenueY1: null }, 900)).toMatchObject({ decision: 'disbursed' });
  });
});
