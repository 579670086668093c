import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock';
import { bearer, body, createTestHosts, form, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type DictItem = { dictCode: number; dictLabel: string; dictValue: string; dictSort: number; dictType: string; isDefault: string };

let hosts: TestHosts;

beforeAll(async () => {
  hosts = await createTestHosts();
});

afterAll(async () => {
  await hosts.close();
});

async function dict(type: string): Promise<DictItem[]> {
  const response = await hosts.portal.inject({ method: 'GET', url: `/api/v1/dict/data/type/${type}` });
  expect(response.statusCode).toBe(200);
  return body<Envelope<DictItem[]>>(response).data;
}

describe('dictionaries', () => {
  it('maps policy levels and declaration statuses onto the contract enums', async () => {
    expect((await dict('policy_level')).map((item) => [item.dictLabel, item.dictValue])).toEqual([
      ['国家级', 'national'],
      ['省级', 'provincial'],
      ['市级', 'municipal'],
      ['区县级', 'district'],
    ]);
    expect((await dict('declare_status')).map((item) => [item.dictLabel, item.dictValue])).toEqual([
      ['未开始', 'not_started'],
      ['申报中', 'open'],
      ['已截止', 'closed'],
    ]);
  });

  it('seeds categories, feedback types, the 20 industry sections and service categories, sorted', async () => {
    expect((await dict('declare_category')).map((item) => item.dictLabel)).toEqual(['资金扶持', '资质认定', '荣誉称号', '平台载体', '人才项目']);
    expect((await dict('feedback_type')).map((item) => item.dictLabel)).toEqual(['功能建议', '内容纠错', '问题反馈', '其他']);
    const industry = await dict('industry');
    expect(industry).toHaveLength(20);
    expect(industry[2]).toMatchObject({ dictLabel: '制造业', dictValue: 'C', dictSort: 3, dictType: 'industry' });
    expect((await dict('service_category')).map((item) => item.dictLabel)).toEqual(
      expect.arrayContaining(['知识产权', '财税服务', '法律服务', '人力资源', '科技咨询', '检验检测', '融资服务', '管理咨询']),
    );
  });

  it('answers 404 for an unknown type and 400 for a malformed one', async () => {
    const unknown = await hosts.portal.inject({ method: 'GET', url: '/api/v1/dict/data/type/sys_user_sex' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).msg).toBe('字典类型不存在');
    const malformed = await hosts.portal.inject({ method: 'GET', url: '/api/v1/dict/data/type/x' });
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).msg).toMatch(/^参数 type 不合法：/);
  });
});

describe('feedback', () => {
  const url = '/api/hnFeedback';
  const valid = { feedbackType: 'correction', content: '申报指南里的联系电话已经变更' };

  it('stores feedback with the user id when logged in and without one otherwise', async () => {
    const token = await login(hosts.portal);
    const mine = await hosts.portal.inject({ method: 'POST', url, ...form({ ...valid, contact: '13800138000', pageUrl: '/findpolicy' }, bearer(token)) });
    const anonymous = await hosts.portal.inject({ method: 'POST', url, payload: { ...valid, contact: '' } });
    const mineId = body<Envelope<{ id: number }>>(mine).data.id;
    const anonymousId = body<Envelope<{ id: number }>>(anonymous).data.id;
    const rows = await hosts.db.all('SELECT id, user_id, contact, page_url FROM feedback WHERE id IN (?, ?) ORDER BY id', mineId, anonymousId);
    expect(rows).toEqual([
      { id: mineId, user_id: 1, contact: '13800138000', page_url: '/findpolicy' },
      { id: anonymousId, user_id: null, contact: null, page_url: null },
    ]);
  });

  it.each([
    [{ ...valid, content: '四个字符' }, '参数 content 不合法：长度须为 5-500 个字符'],
    [{ ...valid, content: '     \n   ' }, '参数 content 不合法：长度须为 5-500 个字符（不含首尾空白）'],
    [{ ...valid, content: '长'.repeat(501) }, '参数 content 不合法：长度须为 5-500 个字符'],
    [{ ...valid, feedbackType: 'praise' }, '参数 feedbackType 不合法：须为以下取值之一：suggestion、correction、problem、other'],
    [{ ...valid, contact: '12345' }, '参数 contact 不合法：须为手机号或邮箱'],
    [{ content: valid.content }, '缺少参数 feedbackType'],
  ])('refuses %j', async (payload, message) => {
    const response = await hosts.portal.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toBe(message);
  });

  it('accepts an email as contact', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url, payload: { ...valid, contact: 'li.hua@yunqi.com.cn' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('visit records', () => {
  it('stores the page title, the user when known and the time', async () => {
    const token = await login(hosts.portal, '13800138001');
    await hosts.portal.inject({ method: 'POST', url: '/api/report/view/record', ...form({ type: '申报项目' }, bearer(token)) });
    await hosts.portal.inject({ method: 'POST', url: '/api/report/view/record', payload: { type: '政策原文' } });
    const rows = await hosts.db.all('SELECT type, user_id, created_at FROM view_records ORDER BY id DESC LIMIT 2');
    expect(rows).toEqual([
      { type: '政策原文', user_id: null, created_at: hosts.clock.now().toISOString() },
      { type: '申报项目', user_id: 2, created_at: hosts.clock.now().toISOString() },
    ]);
  });

  it('refuses a blank title', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/report/view/record', payload: { type: '   ' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('home overview', () => {
  it('counts from the database, consistent with the list filters', async () => {
    const overview = body<Envelope<Record<string, number>>>(await hosts.portal.inject({ method: 'GET', url: '/api/home/overview' })).data;
    const total = async (url: string) => body<Envelope<{ total: number }>>(await hosts.portal.inject({ method: 'GET', url })).data.total;
    expect(overview).toEqual({
      declarationTotal: 150,
      declarationOpen: await total('/api/gDeclaraManage/list?status=open'),
      declarationClosingSoon: 12,
      institutionCertified: 41,
      policyInForce: await total('/api/policy/list?validity=valid'),
      noticeOpen: await total('/api/notice/list?status=open'),
      interpretationTotal: await total('/api/interpretation/list'),
    });
  });

  it('follows the clock: a week later the closing-soon projects are closed', async () => {
    hosts.clock.advance(7 * DAY_MS);
    try {
      const overview = body<Envelope<Record<string, number>>>(await hosts.portal.inject({ method: 'GET', url: '/api/home/overview' })).data;
      expect(overview['declarationOpen']).toBeLessThan(60);
    } finally {
      hosts.clock.advance(-7 * DAY_MS);
    }
  });
});

describe('my institution', () => {
  it('shows the certified institution of an org account', async () => {
    const token = await login(hosts.portal, '13900139000');
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/org/institution/mine', headers: bearer(token) });
    expect(body(response).data).toMatchObject({
      status: 'approved',
      rejectReason: null,
      institution: { name: '浙江中创知识产权服务有限公司', serviceCategories: ['知识产权', '科技咨询'] },
    });
  });

  it('shows a pending application without a review time', async () => {
    const token = await login(hosts.portal, '13900139001');
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/org/institution/mine', headers: bearer(token) });
    expect(body(response).data).toMatchObject({ status: 'pending', institution: { name: '杭州启航企业管理咨询有限公司', reviewedAt: null } });
  });

  it('answers none for an account without an application', async () => {
    const token = await login(hosts.portal, '13800138000');
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/org/institution/mine', headers: bearer(token) });
    expect(body(response).data).toEqual({ status: 'none', institution: null, rejectReason: null });
  });
});

describe('notices of the policies a user has favourited (home to-dos)', () => {
  type NoticeRows = { rows: { id: number }[]; total: number };
  const list = async (query: string, token?: string) =>
    hosts.portal.inject({ method: 'GET', url: `/api/notice/list?pageSize=100&${query}`, ...(token ? { headers: bearer(token) } : {}) });

  it('lists only the notices linked to that user’s favourites, asks for a login, and leaves other users’ lists alone', async () => {
    const token = await login(hosts.portal, '13800138000');
    const other = await login(hosts.portal, '13800138001');
    const linked = (await hosts.db.get(`SELECT policy_id AS "policyId", id FROM notices WHERE policy_id IS NOT NULL AND policy_id NOT IN
           (SELECT policy_id FROM policy_favorites pf JOIN users u ON u.id = pf.user_id WHERE u.username = '13800138000')
         ORDER BY id LIMIT 1`)) as { policyId: number; id: number };
    const expected = ((await hosts.db.all('SELECT id FROM notices WHERE policy_id = ? ORDER BY id', linked.policyId)) as { id: number }[]).map((row) => row.id);
    const before = body<Envelope<NoticeRows>>(await list('favorite=true', token)).data;
    expect(before.rows.map((row) => row.id)).not.toContain(linked.id);

    const added = await hosts.portal.inject({ method: 'POST', url: `/api/policy/${linked.policyId}/favorite`, headers: bearer(token) });
    expect(added.statusCode).toBe(200);
    const mine = body<Envelope<NoticeRows>>(await list('favorite=true', token)).data;
    expect(mine.rows.map((row) => row.id)).toEqual(expect.arrayContaining(expected));
    expect(mine.total).toBe(before.total + expected.length);
    const favorites = ((await hosts.db.all('SELECT policy_id AS "policyId" FROM policy_favorites pf JOIN users u ON u.id = pf.user_id WHERE u.username = ?', '13800138000')) as { policyId: number }[]).map((row) => row.policyId);
    const policyOf = 'SELECT policy_id AS "policyId" FROM notices WHERE id = ?';
    for (const row of mine.rows) expect(favorites).toContain(((await hosts.db.get(policyOf, row.id)) as { policyId: number }).policyId);

    expect(body<Envelope<NoticeRows>>(await list('favorite=true', other)).data.rows.map((row) => row.id)).not.toContain(linked.id);
    expect((await list('favorite=true')).statusCode).toBe(401);
    expect(body<Envelope<NoticeRows>>(await list('favorite=false')).data.total).toBe(body<Envelope<NoticeRows>>(await list('')).data.total);
  });
});

describe('notices applicable to an enterprise’s region', () => {
  type NoticeRow = { regionCode: string };
  const list = async (query: string) => hosts.portal.inject({ method: 'GET', url: `/api/notice/list?pageSize=100&${query}` });

  it('keeps to 全国 and the region’s chain: 余杭区, 杭州市, 浙江省 — never another district or city', async () => {
    const scoped = body<Envelope<{ rows: NoticeRow[]; total: number }>>(await list('applicableTo=330110')).data;
    const all = body<Envelope<{ rows: NoticeRow[]; total: number }>>(await list('')).data;
    expect(scoped.total).toBeGreaterThan(0);
    expect(scoped.total).toBeLessThan(all.total);
    for (const row of scoped.rows) expect(['100000', '330000', '330100', '330110']).toContain(row.regionCode);
    const codes = new Set(scoped.rows.map((row) => row.regionCode));
    expect(codes.has('100000') && codes.has('330000')).toBe(true);
  });

  it('does the same for the policy search', async () => {
    const policies = async (query: string) =>
      body<Envelope<{ rows: NoticeRow[]; total: number }>>(await hosts.portal.inject({ method: 'GET', url: `/api/policy/list?pageSize=100&${query}` })).data;
    const scoped = await policies('applicableTo=330110');
    expect(scoped.total).toBeGreaterThan(0);
    expect(scoped.total).toBeLessThan((await policies('')).total);
    for (const row of scoped.rows) expect(['100000', '330000', '330100', '330110']).toContain(row.regionCode);
  });

  it('does the same for declaration projects, by the region of the policy each rests on (home deadlines)', async () => {
    const projects = async (query: string) =>
      body<Envelope<{ rows: { id: number }[]; total: number }>>(
        await hosts.portal.inject({ method: 'GET', url: `/api/gDeclaraManage/list?pageSize=100&${query}` }),
      ).data;
    const scoped = await projects('applicableTo=330110&status=open&orderByColumn=end_time&isAsc=asc');
    const all = await projects('status=open&orderByColumn=end_time&isAsc=asc');
    expect(scoped.total).toBeGreaterThan(0);
    expect(scoped.total).toBeLessThan(all.total);
    const regionOf = 'SELECT p.region_code AS code FROM declaration_projects d JOIN policies p ON p.id = d.policy_id WHERE d.id = ?';
    for (const row of scoped.rows) expect(['100000', '330000', '330100', '330110']).toContain(((await hosts.db.get(regionOf, row.id)) as { code: string }).code);
    const outside = all.rows.filter((row) => !scoped.rows.some((item) => item.id === row.id));
    for (const row of outside) expect(['100000', '330000', '330100', '330110']).not.toContain(((await hosts.db.get(regionOf, row.id)) as { code: string }).code);
  });

  it('does the same, by place name, for activities, lenders’ products, news and the home page’s latest of those', async () => {
    const chain = ['全国', '浙江省', '杭州市', '余杭区'];
    type Named = { rows: { regionName: string }[]; total: number };
    for (const path of ['/api/activity/list', '/api/fund/list', '/api/news/list']) {
      const get = async (query: string) => body<Envelope<Named>>(await hosts.portal.inject({ method: 'GET', url: `${path}?pageSize=50&${query}` })).data;
      const scoped = await get('applicableTo=330110');
      const all = await get('');
      expect(scoped.total, path).toBeGreaterThan(0);
      expect(scoped.total, path).toBeLessThan(all.total);
      for (const row of scoped.rows) expect(chain, path).toContain(row.regionName);
      expect(all.rows.some((row) => !chain.includes(row.regionName)), path).toBe(true);
    }
    const latest = async (query: string) =>
      body<Envelope<{ area: string; items: { id: number }[] }[]>>(await hosts.portal.inject({ method: 'GET', url: `/api/home/latest?size=8&${query}` })).data;
    const scopedLatest = await latest('applicableTo=330110');
    const regionOf = async (table: string, id: number) => ((await hosts.db.get(`SELECT region_name AS name FROM ${table} WHERE id = ?`, id)) as { name: string }).name;
    for (const [area, table] of [['activity', 'activities'], ['fund', 'fund_products'], ['news', 'news']] as const) {
      const items = scopedLatest.find((group) => group.area === area)?.items ?? [];
      expect(items.length, area).toBeGreaterThan(0);
      for (const item of items) expect(chain, area).toContain(await regionOf(table, item.id));
    }
    // Areas not bound to a place are the same either way.
    expect(scopedLatest.find((group) => group.area === 'course')).toEqual((await latest('')).find((group) => group.area === 'course'));
  });

  it('refuses an unknown region', async () => {
    const response = await list('applicableTo=999999');
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toMatch(/^参数 applicableTo 不合法/);
  });
});
