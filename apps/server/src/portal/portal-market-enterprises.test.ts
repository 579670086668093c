import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { PUBLIC_QUALITY_SME_COUNT, QUALITY_SME_COUNT } from '../seed/quality-smes';
import { bearer, body, createTestHosts, portalTokenFor } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type EnterprisePage = PortalSchemas['QualityEnterprisePage'];

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

const putListing = (token: string, payload: unknown) => hosts.portal.inject({ method: 'PUT', url: '/api/market/my-listing', headers: bearer(token), payload: payload as object });

describe('优质中小企业 seed', () => {
  it('holds 300+ public enterprises and some that chose not to be public, each with a tier, in real regions', async () => {
    const rows = (await hosts.db.all('SELECT id, name, public, region_code, owner_user_id FROM market_enterprises')) as {
      id: number;
      name: string;
      public: number;
      region_code: string;
      owner_user_id: number | null;
    }[];
    expect(rows).toHaveLength(QUALITY_SME_COUNT);
    expect(rows.filter((row) => row.public === 1)).toHaveLength(PUBLIC_QUALITY_SME_COUNT);
    expect(PUBLIC_QUALITY_SME_COUNT).toBeGreaterThanOrEqual(300);
    expect(rows.filter((row) => row.public === 0).length).toBeGreaterThan(20);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    expect(rows.every((row) => row.owner_user_id === null)).toBe(true);
    const regions = new Set(((await hosts.db.all('SELECT code FROM regions')) as { code: string }[]).map((row) => row.code));
    for (const row of rows) expect(regions.has(row.region_code)).toBe(true);
    const untiered = (await hosts.db.get('SELECT COUNT(*) AS n FROM market_enterprises e WHERE NOT EXISTS (SELECT 1 FROM market_enterprise_tiers t WHERE t.enterprise_id = e.id)')) as { n: number };
    expect(untiered.n).toBe(0);
    const tiers = ((await hosts.db.all('SELECT DISTINCT tier FROM market_enterprise_tiers')) as { tier: string }[]).map((row) => row.tier);
    expect(new Set(tiers)).toEqual(new Set(['littleGiant', 'specialized', 'innovative', 'highTech', 'techSme']));
  });

  it('follows the 梯度: 小巨人 after 专精特新 after 创新型', async () => {
    const ladder = (await hosts.db.all(`SELECT i.year AS innovative, s.year AS specialized, g.year AS giant FROM market_enterprise_tiers g
         JOIN market_enterprise_tiers s ON s.enterprise_id = g.enterprise_id AND s.tier = 'specialized'
         JOIN market_enterprise_tiers i ON i.enterprise_id = g.enterprise_id AND i.tier = 'innovative' WHERE g.tier = 'littleGiant'`)) as { innovative: number; specialized: number; giant: number }[];
    expect(ladder.length).toBeGreaterThan(5);
    for (const row of ladder) expect(row.innovative < row.specialized && row.specialized < row.giant).toBe(true);
    const orphanGiants = (await hosts.db.get(`SELECT COUNT(*) AS n FROM market_enterprise_tiers g WHERE g.tier = 'littleGiant' AND NOT EXISTS (SELECT 1 FROM market_enterprise_tiers s WHERE s.enterprise_id = g.enterprise_id AND s.tier = 'specialized')`)) as { n: number };
    expect(orphanGiants.n).toBe(0);
  });
});

describe('GET /api/market/enterprise/list', () => {
  it('lists only public enterprises, highest tier first', async () => {
    const page = await get<EnterprisePage>('/api/market/enterprise/list?pageSize=100');
    expect(page.total).toBe(PUBLIC_QUALITY_SME_COUNT);
    expect(page.rows[0]?.tiers[0]?.tier).toBe('littleGiant');
    const hidden = (await hosts.db.all('SELECT id, name FROM market_enterprises WHERE public = 0')) as { id: number; name: string }[];
    for (const { name } of hidden.slice(0, 5)) {
      expect((await get<EnterprisePage>(`/api/market/enterprise/list?keyword=${encodeURIComponent(name)}`)).total).toBe(0);
    }
  });

  it('filters by tier, region, industry and main products, and the filters combine', async () => {
    const giants = await get<EnterprisePage>('/api/market/enterprise/list?tier=littleGiant&pageSize=100');
    expect(giants.total).toBeGreaterThan(0);
    expect(giants.rows.every((row) => row.tiers.some((tier) => tier.tier === 'littleGiant'))).toBe(true);

    const zhejiang = await get<EnterprisePage>('/api/market/enterprise/list?regionCode=330000&pageSize=100');
    expect(zhejiang.total).toBeGreaterThan(100);
    expect(zhejiang.total).toBeLessThan(PUBLIC_QUALITY_SME_COUNT);
    expect(zhejiang.rows.every((row) => row.regionName.startsWith('浙江省'))).toBe(true);
    const yuhang = await get<EnterprisePage>('/api/market/enterprise/list?regionCode=330110&pageSize=100');
    expect(yuhang.rows.every((row) => row.regionName === '浙江省杭州市余杭区')).toBe(true);

    const both = await get<EnterprisePage>('/api/market/enterprise/list?regionCode=330000&tier=specialized&pageSize=100');
    const expected = (await hosts.db.get(`SELECT COUNT(*) AS n FROM market_enterprises e WHERE e.public = 1 AND e.province_code = '330000'
         AND EXISTS (SELECT 1 FROM market_enterprise_tiers t WHERE t.enterprise_id = e.id AND t.tier = 'specialized')`)) as { n: number };
    expect(both.total).toBe(expected.n);
    expect(both.total).toBeGreaterThan(0);

    const software = await get<EnterprisePage>('/api/market/enterprise/list?industry=I&pageSize=100');
    expect(software.total).toBeGreaterThan(0);
    expect(software.rows.every((row) => row.industry === 'I')).toBe(true);

    const keyword = await get<EnterprisePage>(`/api/market/enterprise/list?keyword=${encodeURIComponent('减速器')}&pageSize=100`);
    expect(keyword.total).toBeGreaterThan(0);
    for (const row of keyword.rows) expect(`${row.name}${row.mainProducts}`).toContain('减速器');
  });

  it('answers 400 for an unknown region, a bad tier and a keyword with control characters', async () => {
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/market/enterprise/list?regionCode=999999' })).statusCode).toBe(400);
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/market/enterprise/list?tier=gold' })).statusCode).toBe(400);
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/market/enterprise/list?keyword=%E5%87%8F%00' })).statusCode).toBe(400);
  });
});

describe('GET /api/market/enterprise/{id}', () => {
  it('shows a public profile with tiers and years, and 404 for one that is not public', async () => {
    const [first] = (await get<EnterprisePage>('/api/market/enterprise/list')).rows;
    const detail = await get<PortalSchemas['QualityEnterpriseDetail']>(`/api/market/enterprise/${first?.id}`);
    expect(detail.name).toBe(first?.name);
    expect(detail.profile).toContain(detail.name);
    expect(detail.tiers.length).toBeGreaterThan(0);
    const hidden = (await hosts.db.get('SELECT id FROM market_enterprises WHERE public = 0 LIMIT 1')) as { id: number };
    const response = await hosts.portal.inject({ method: 'GET', url: `/api/market/enterprise/${hidden.id}` });
    expect(response.statusCode).toBe(404);
    expect(body(response).msg).toBe('企业不存在或未公开');
  });

  it('shows the contact an enterprise published to signed-in viewers only, and says one is there to anonymous ones', async () => {
    const rows = (await hosts.db.all('SELECT id, contact_name, contact_phone FROM market_enterprises WHERE public = 1 ORDER BY id')) as {
      id: number;
      contact_name: string | null;
      contact_phone: string | null;
    }[];
    const withContact = rows.filter((row) => row.contact_name !== null);
    const without = rows.filter((row) => row.contact_name === null);
    expect(withContact.length).toBeGreaterThan(100);
    expect(without.length).toBeGreaterThan(50);
    for (const row of withContact) expect(row.contact_phone).toMatch(/^0\d{2,3}-\d{7,8}$/);
    const [published, unpublished] = [withContact[0], without[0]] as [(typeof rows)[number], (typeof rows)[number]];
    const viewer = bearer(await portalTokenFor(hosts, '13800138000'));

    const anonymous = await get<PortalSchemas['QualityEnterpriseDetail']>(`/api/market/enterprise/${published.id}`);
    expect(anonymous).toMatchObject({ contact: null, contactHidden: true });
    expect(JSON.stringify(anonymous)).not.toContain(published.contact_phone);
    const signedIn = await get<PortalSchemas['QualityEnterpriseDetail']>(`/api/market/enterprise/${published.id}`, viewer);
    expect(signedIn).toMatchObject({ contact: { name: published.contact_name, phone: published.contact_phone }, contactHidden: false });

    expect(await get<PortalSchemas['QualityEnterpriseDetail']>(`/api/market/enterprise/${unpublished.id}`)).toMatchObject({ contact: null, contactHidden: false });
    expect(await get<PortalSchemas['QualityEnterpriseDetail']>(`/api/market/enterprise/${unpublished.id}`, viewer)).toMatchObject({ contact: null, contactHidden: false });
  });
});

describe('/api/market/my-listing', () => {
  it('needs a login', async () => {
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/market/my-listing' })).statusCode).toBe(401);
    expect((await hosts.portal.inject({ method: 'PUT', url: '/api/market/my-listing', payload: { public: true } })).statusCode).toBe(401);
  });

  it('lets the demo enterprise choose to be public: its profile comes from its own ledger and disappears again when it withdraws', async () => {
    const token = await portalTokenFor(hosts, '13800138000');
    const before = await get<PortalSchemas['MarketListing']>('/api/market/my-listing', bearer(token));
    expect(before).toEqual({ public: false, enterpriseId: null, listedAt: null, missing: [], contact: null });

    const on = await putListing(token, { public: true });
    expect(on.statusCode, on.body).toBe(200);
    const listing = body<Envelope<PortalSchemas['MarketListing']>>(on).data;
    expect(listing.public).toBe(true);
    const id = listing.enterpriseId as number;
    const profile = await get<PortalSchemas['QualityEnterpriseDetail']>(`/api/market/enterprise/${id}`);
    expect(profile).toMatchObject({ name: '杭州云栖智造科技有限公司', regionName: '浙江省杭州市余杭区', industry: 'C', mainProducts: '工业视觉检测设备、智能产线控制软件', patents: 25, inventionPatents: 5, foundedYear: 2019 });
    expect(profile.tiers.map((tier) => tier.tier)).toEqual(['innovative', 'highTech', 'techSme']);
    const found = await get<EnterprisePage>(`/api/market/enterprise/list?keyword=${encodeURIComponent('云栖智造')}`);
    expect(found.rows.map((row) => row.id)).toEqual([id]);

    const off = await putListing(token, { public: false });
    expect(body<Envelope<PortalSchemas['MarketListing']>>(off).data).toMatchObject({ public: false, enterpriseId: id });
    expect((await hosts.portal.inject({ method: 'GET', url: `/api/market/enterprise/${id}` })).statusCode).toBe(404);
    expect((await get<EnterprisePage>(`/api/market/enterprise/list?keyword=${encodeURIComponent('云栖智造')}`)).total).toBe(0);
  });

  it('publishes the contact the enterprise chose, keeps it when the profile is remade, and stops showing it on null', async () => {
    const token = await portalTokenFor(hosts, '13800138000');
    const other = bearer(await portalTokenFor(hosts, '13800138001'));
    const on = await putListing(token, { public: true, contact: { name: ' 王敏 ', phone: '0571-88886666' } });
    expect(on.statusCode, on.body).toBe(200);
    const listing = body<Envelope<PortalSchemas['MarketListing']>>(on).data;
    expect(listing.contact).toEqual({ name: '王敏', phone: '0571-88886666' });
    const id = listing.enterpriseId as number;
    expect((await get<PortalSchemas['QualityEnterpriseDetail']>(`/api/market/enterprise/${id}`, other)).contact).toEqual({ name: '王敏', phone: '0571-88886666' });

    // 按最新档案更新 sends no contact: the one saved stays.
    const remade = body<Envelope<PortalSchemas['MarketListing']>>(await putListing(token, { public: true })).data;
    expect(remade.contact).toEqual({ name: '王敏', phone: '0571-88886666' });

    const changed = await putListing(token, { public: true, contact: { name: '王敏', phone: '13800138000' } });
    expect(body<Envelope<PortalSchemas['MarketListing']>>(changed).data.contact?.phone).toBe('13800138000');

    const cleared = body<Envelope<PortalSchemas['MarketListing']>>(await putListing(token, { public: true, contact: null })).data;
    expect(cleared.contact).toBeNull();
    expect(await get<PortalSchemas['QualityEnterpriseDetail']>(`/api/market/enterprise/${id}`, other)).toMatchObject({ contact: null, contactHidden: false });
    await putListing(token, { public: false });
  });

  it('refuses a contact without a name or with a number that is not a phone, and saves nothing', async () => {
    const token = await portalTokenFor(hosts, '13800138000');
    for (const contact of [{ name: '   ', phone: '0571-88886666' }, { name: '王敏', phone: '88886666' }, { name: '王敏', phone: '0571-8888abcd' }, { name: '王敏' }, { name: 'x'.repeat(31), phone: '13800138000' }]) {
      const refused = await putListing(token, { public: true, contact });
      expect(refused.statusCode, JSON.stringify(contact)).toBe(400);
      expect(body(refused).msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await get<PortalSchemas['MarketListing']>('/api/market/my-listing', bearer(token))).contact).toBeNull();
  });

  it('refuses to publish a ledger that cannot make a profile, naming what is missing, and rejects a malformed body', async () => {
    const token = await portalTokenFor(hosts, '13800138002');
    const listing = await get<PortalSchemas['MarketListing']>('/api/market/my-listing', bearer(token));
    expect(listing.missing).toEqual(['企业名称', '统一社会信用代码', '所在地区', '所属行业', '主营产品']);
    const refused = await putListing(token, { public: true });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('公开前请先在企业信息中填写：企业名称、统一社会信用代码、所在地区、所属行业、主营产品');
    expect(((await hosts.db.get('SELECT COUNT(*) AS n FROM market_enterprises WHERE owner_user_id IS NOT NULL AND public = 1')) as { n: number }).n).toBe(0);
    expect((await putListing(token, { public: 'yes' })).statusCode).toBe(400);
    expect((await putListing(token, { public: true, ownerUserId: 1 })).statusCode).toBe(400);
  });
});
