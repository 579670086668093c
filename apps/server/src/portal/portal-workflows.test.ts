import type { PortalSchemas } from '@smes/contract-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeDocument, deskOperators, publishThroughDesk } from '../testing/policy-desk-fixtures';
import type { DeskOperators } from '../testing/policy-desk-fixtures';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type Comparison = { region: { code: string }; policyTotal: number; myEstimatedBenefit: number | null; byLevel: { count: number }[]; patent: { kind: string }[] };

let hosts: TestHosts;
let yunqi: string;
let haishu: string;
let operators: DeskOperators;

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
  haishu = await login(hosts.portal, '13800138001');
  operators = await deskOperators(hosts.portal);
});

afterAll(async () => {
  await hosts.close();
});

describe('regional comparison', () => {
  const overview = async (regions: string, token?: string) =>
    hosts.portal.inject({ method: 'GET', url: `/api/compare/overview?regions=${regions}`, headers: token ? bearer(token) : {} });

  it('compares 2–4 regions with counts, subsidies, patents, industries and peers', async () => {
    const response = await overview('330100,320100,440300,340100');
    const { regions } = body<Envelope<{ regions: Comparison[] }>>(response).data;
    expect(regions.map((item) => item.region.code)).toEqual(['330100', '320100', '440300', '340100']);
    for (const item of regions) {
      expect(item.policyTotal).toBe(item.byLevel.reduce((sum, level) => sum + level.count, 0));
      expect(item.patent.map((entry) => entry.kind)).toEqual(['invention', 'utility', 'design', 'pct', 'software']);
    }
    expect(regions[0]?.policyTotal).toBeGreaterThan(regions[1]?.policyTotal ?? 0);
  });

  it('estimates my benefit only for a logged-in enterprise with a ledger', async () => {
    const anonymous = body<Envelope<{ regions: Comparison[] }>>(await overview('330100,330200')).data.regions;
    expect(anonymous.every((item) => item.myEstimatedBenefit === null)).toBe(true);
    const mine = body<Envelope<{ regions: Comparison[] }>>(await overview('330100,330200', yunqi)).data.regions;
    expect(mine.every((item) => typeof item.myEstimatedBenefit === 'number')).toBe(true);
    expect(mine[0]?.myEstimatedBenefit).toBeGreaterThan(0);
    const empty = await login(hosts.portal, '13800138003');
    const none = body<Envelope<{ regions: Comparison[] }>>(await overview('330100,330200', empty)).data.regions;
    expect(none.every((item) => item.myEstimatedBenefit === null)).toBe(true);
  });

  it('records each combination and ranks the most compared ones', async () => {
    for (let round = 0; round < 60; round += 1) await overview('330300,330400');
    const { hot } = body<Envelope<{ hot: { regions: { code: string }[]; count: number }[] }>>(await overview('330300,330400')).data;
    expect(hot[0]?.regions.map((region) => region.code)).toEqual(['330300', '330400']);
    expect(hot[0]?.count).toBe(61);
  });

  it.each([
    ['330100', '参数 regions 不合法：须为 2-4 个以英文逗号分隔的 6 位行政区划代码'],
    ['330100,330200,330300,330400,330500', '参数 regions 不合法：须为 2-4 个以英文逗号分隔的 6 位行政区划代码'],
    ['330100,330100', '参数 regions 不合法：对比的区域不能重复'],
    ['330100,120000', '参数 regions 不合法：区域 120000 不在可对比范围内'],
    ['330100,999999', '参数 regions 不合法：区域 999999 不在可对比范围内'],
  ])('refuses regions=%s', async (regions, message) => {
    const response = await overview(regions);
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toBe(message);
  });

  it('lines up one category side by side, largest support first', async () => {
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/compare/single?regions=330100,330200&category=知识产权' });
    const rows = body<Envelope<{ region: { code: string }; policies: { category: string; supportAmount: number | null }[] }[]>>(response).data;
    expect(rows.map((row) => row.region.code)).toEqual(['330100', '330200']);
    for (const row of rows) {
      expect(row.policies.length).toBeGreaterThan(0);
      expect(row.policies.every((policy) => policy.category === '知识产权')).toBe(true);
      const amounts = row.policies.map((policy) => policy.supportAmount ?? -1);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    }
  });
});

describe('subscriptions, messages and publishing', () => {
  const unread = async (token: string) =>
    body<Envelope<{ count: number }>>(await hosts.portal.inject({ method: 'GET', url: '/api/message/unread-count', headers: bearer(token) })).data.count;
  const policy = completeDocument({
    title: '杭州市关于加快工业互联网发展的若干措施',
    docNo: '杭经信企业〔2026〕91号',
    issuer: '杭州市经济和信息化局',
    industries: ['C'],
    supportAmount: 300,
    articles: [
      { id: 'a1', kind: 'article', text: '适用范围。在本市注册的工业企业。' },
      { id: 'a2', kind: 'article', text: '支持内容。对工业互联网平台项目给予最高 300 万元补助。' },
    ],
    declaration: null,
  });

  /** A notice published with a policy of its own; every publication needs its own 文号. */
  let docNumber = 100;
  type Place = { title: string; issuer: string; level: PortalSchemas['PolicyLevel']; regionCode: string | null; category?: string };
  const publishNotice = async (place: Place) => {
    docNumber += 1;
    const base = completeDocument();
    return await publishThroughDesk(
          hosts.portal,
          operators,
          completeDocument({
            title: `${place.title.replace(/^关于组织开展|工作的通知$/g, '')}实施办法`,
            docNo: `测试〔2026〕${docNumber}号`,
            issuer: place.issuer,
            level: place.level,
            regionCode: place.level === 'national' ? null : place.regionCode,
            category: place.category ?? '资金扶持',
            declaration: base.declaration ? { ...base.declaration, kind: 'notice', title: place.title } : null,
          }),
        );
  };

  it('defaults a subscription to the enterprise’s own region until one is saved', async () => {
    const get = async (token: string) => body<Envelope<PortalSchemas['Subscription']>>(await hosts.portal.inject({ method: 'GET', url: '/api/subscription', headers: bearer(token) })).data;
    // 海曙 has a ledger in 宁波市海曙区 and never saved a subscription; 云栖's seeded one is its district, 余杭区.
    expect((await get(haishu)).regionCodes).toEqual(['330203']);
    expect((await get(yunqi)).regionCodes).toEqual(['330110']);
    const noLedger = await login(hosts.portal, '13800138003');
    expect((await get(noLedger)).regionCodes).toEqual([]);
  });

  it('notifies matching subscribers when the operator publishes a policy, and it is searchable at once', async () => {
    const before = await unread(yunqi);
    const beforeOther = await unread(haishu);
    const { desk, notified } = await publishThroughDesk(hosts.portal, operators, policy);
    const id = desk.policyId;
    expect(notified).toBe(1);
    expect(await unread(yunqi)).toBe(before + 1);
    expect(await unread(haishu)).toBe(beforeOther);
    const list = body<Envelope<{ rows: { title: string; type: string; link: unknown; read: boolean }[] }>>(
      await hosts.portal.inject({ method: 'GET', url: '/api/message/list', headers: bearer(yunqi) }),
    ).data.rows;
    expect(list[0]).toMatchObject({ type: 'policy', title: `新政策：${policy.title}`, link: { kind: 'policy', id }, read: false });
    const found = body<Envelope<{ rows: { id: number }[] }>>(await hosts.portal.inject({ method: 'GET', url: '/api/policy/list?keyword=工业互联网发展' })).data.rows;
    expect(found.map((row) => row.id)).toContain(id);
  });

  it('matches a subscriber whose region contains, or lies inside, the publication region', async () => {
    await hosts.portal.inject({
      method: 'PUT',
      url: '/api/subscription',
      headers: bearer(haishu),
      payload: { categories: [], regionCodes: ['330000'], industries: [], notifyPolicies: false, notifyNotices: true, notifyMatches: true },
    });
    const before = await unread(haishu);
    const notice = { title: '关于组织开展2026年西湖区工业互联网项目申报工作的通知', issuer: '西湖区经济和信息化局', level: 'district' as const, regionCode: '330106' };
    expect((await publishNotice(notice)).notified).toBe(1);
    expect(await unread(haishu)).toBe(before + 1);
    const elsewhere = await publishNotice({ ...notice, title: '关于组织开展2026年南京市工业互联网项目申报工作的通知', issuer: '南京市工业和信息化局', level: 'municipal', regionCode: '320100' });
    expect(elsewhere.notified).toBe(0);
  });

  it('sends a 杭州 subscriber messages about 杭州 and what applies there, never about 温州 or another category', async () => {
    const subscriber = await login(hosts.portal, '13800138002');
    await hosts.portal.inject({
      method: 'PUT',
      url: '/api/subscription',
      headers: bearer(subscriber),
      payload: { categories: ['资金扶持'], regionCodes: ['330100'], industries: [], notifyPolicies: false, notifyNotices: true, notifyMatches: true },
    });
    const notice: Place = { title: '关于组织开展2026年温州市数字化改造项目申报工作的通知', issuer: '温州市经济和信息化局', level: 'municipal', regionCode: '330300', category: '资金扶持' };
    const publish = async (overrides: Partial<Place>) => {
      const before = await unread(subscriber);
      await publishNotice({ ...notice, ...overrides });
      return (await unread(subscriber)) - before;
    };
    // Outside it: another city of the province, another province, and the right district with another category.
    expect(await publish({})).toBe(0);
    expect(await publish({ title: '关于组织开展2026年台州市椒江区数字化改造项目申报工作的通知', issuer: '椒江区经济和信息化局', level: 'district', regionCode: '331002' })).toBe(0);
    expect(await publish({ title: '关于组织开展2026年南京市数字化改造项目申报工作的通知', issuer: '南京市工业和信息化局', regionCode: '320100' })).toBe(0);
    expect(await publish({ title: '关于组织开展2026年余杭区人才项目申报工作的通知', issuer: '余杭区人力资源和社会保障局', level: 'district', regionCode: '330110', category: '人才支持' })).toBe(0);
    // Inside it: the city, one of its districts, and what applies there from above (the province, the nation).
    expect(await publish({ title: '关于组织开展2026年杭州市数字化改造项目申报工作的通知', issuer: '杭州市经济和信息化局', regionCode: '330100' })).toBe(1);
    expect(await publish({ title: '关于组织开展2026年余杭区数字化改造项目申报工作的通知', issuer: '余杭区经济和信息化局', level: 'district', regionCode: '330110' })).toBe(1);
    expect(await publish({ title: '关于组织开展2026年浙江省数字化改造项目申报工作的通知', issuer: '浙江省经济和信息化厅', level: 'provincial', regionCode: '330000' })).toBe(1);
    expect(await publish({ title: '关于组织开展2026年全国数字化改造项目申报工作的通知', issuer: '工业和信息化部', level: 'national', regionCode: null })).toBe(1);
    const latest = body<Envelope<{ rows: { title: string }[] }>>(await hosts.portal.inject({ method: 'GET', url: '/api/message/list?pageSize=4', headers: bearer(subscriber) })).data.rows;
    expect(latest.map((row) => row.title).every((title) => !title.includes('温州') && !title.includes('台州'))).toBe(true);
  });

  it('refuses publishing to anyone but the platform operator', async () => {
    for (const token of [yunqi, await login(hosts.portal, '13900139000')]) {
      const response = await hosts.portal.inject({ method: 'POST', url: '/api/admin/policy-desk', headers: bearer(token), payload: { document: policy } });
      expect(response.statusCode).toBe(403);
      expect(body(response)).toEqual({ code: 403, msg: '无权执行此操作', data: null, statusCode: 403 });
    }
  });

  it('marks one message read for its owner only, and all at once', async () => {
    const { id } = (await hosts.db.get('SELECT id FROM messages WHERE user_id = (SELECT id FROM users WHERE username = ?) AND read_at IS NULL ORDER BY id LIMIT 1', '13800138000')) as { id: number };
    const foreign = await hosts.portal.inject({ method: 'POST', url: `/api/message/${id}/read`, headers: bearer(haishu) });
    expect(foreign.statusCode).toBe(404);
    const before = await unread(yunqi);
    await hosts.portal.inject({ method: 'POST', url: `/api/message/${id}/read`, headers: bearer(yunqi) });
    expect(await unread(yunqi)).toBe(before - 1);
    const read = body<Envelope<{ rows: { id: number; read: boolean }[] }>>(await hosts.portal.inject({ method: 'GET', url: '/api/message/list?read=true', headers: bearer(yunqi) })).data.rows;
    expect(read.map((row) => row.id)).toContain(id);
    await hosts.portal.inject({ method: 'POST', url: '/api/message/read-all', headers: bearer(yunqi) });
    expect(await unread(yunqi)).toBe(0);
  });

  it('stores a subscription, deduplicated, and refuses unknown categories and regions', async () => {
    const response = await hosts.portal.inject({
      method: 'PUT',
      url: '/api/subscription',
      headers: bearer(haishu),
      payload: { categories: ['资金扶持', '资金扶持'], regionCodes: ['330200'], industries: ['C', 'C'], notifyPolicies: true, notifyNotices: true, notifyMatches: false },
    });
    expect(body(response).data).toEqual({ categories: ['资金扶持'], regionCodes: ['330200'], industries: ['C'], notifyPolicies: true, notifyNotices: true, notifyMatches: false });
    const badCategory = await hosts.portal.inject({
      method: 'PUT',
      url: '/api/subscription',
      headers: bearer(haishu),
      payload: { categories: ['旅游'], regionCodes: [], industries: [], notifyPolicies: true, notifyNotices: true, notifyMatches: true },
    });
    expect(badCategory.statusCode).toBe(400);
    expect(body(badCategory).msg).toMatch(/^参数 categories 不合法/);
  });
});
