import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOV_CITIES, composeGovServices } from '../seed/gov-services';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type Summary = { id: number; name: string; topic: string; departmentCode: string; department: string; regionCode: string; favorite: boolean; promisedDays: number | null; visits: number; fullyOnline: boolean };
type Page = { rows: Summary[]; total: number };
type Material = { name: string; sample: string[] | null; required: boolean };
type Detail = Summary & {
  conditions: string[];
  materials: Material[];
  steps: { name: string }[];
  places: { name: string; address: string; phone: string }[];
  onlineUrl: string | null;
  basis: string[];
  related: { id: number; title: string }[];
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

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await hosts.portal.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return body<Envelope<T>>(response).data;
}

describe('政务服务 seed', () => {
  const items = composeGovServices();

  it('has 120+ items across every topic, each city, and the departments that handle them', () => {
    expect(items.length).toBeGreaterThanOrEqual(120);
    expect(new Set(items.map((item) => item.topic))).toEqual(new Set(['start', 'change', 'tax', 'social', 'ip', 'license', 'tech']));
    expect(new Set(items.map((item) => item.regionCode))).toEqual(new Set(GOV_CITIES.map((city) => city.code)));
    expect(new Set(items.map((item) => `${item.name}|${item.regionCode}`)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.departmentCode)).size).toBeGreaterThanOrEqual(8);
  });

  it('gives every guide its complete parts: conditions, materials (one with a sample), steps, places, an online entry and its basis', () => {
    for (const item of items) {
      expect(item.conditions.length, item.name).toBeGreaterThan(0);
      expect(item.materials.length, item.name).toBeGreaterThan(0);
      expect(item.materials.some((material) => material.sample !== null && material.sample.length > 0) || item.materials.every((material) => material.form === '无'), item.name).toBe(true);
      expect(item.steps.length, item.name).toBeGreaterThanOrEqual(2);
      expect(item.places.length, item.name).toBeGreaterThan(0);
      for (const place of item.places) expect(place.phone, item.name).toMatch(/^123\d\d$/);
      expect(item.onlineUrl, item.name).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov\.cn|cn)\//);
      expect(item.basis.length, item.name).toBeGreaterThan(0);
      // A 法定时限 never promises less than the 承诺时限 it is cut down to.
      if (item.legalDays !== null && item.promisedDays !== null) expect(item.promisedDays, item.name).toBeLessThanOrEqual(item.legalDays);
      // 全程网办 (no visit) is what the list tells people; a guide whose steps include a site check must not say it.
      const siteCheck = item.steps.some((step) => step.detail.includes('到现场 1 次'));
      expect(siteCheck, item.name).toBe(item.visits > 0);
    }
  });
});

describe('GET /api/gov-service/list', () => {
  it('lists every item, narrows by topic, department, region and keyword (name, conditions and materials)', async () => {
    const all = await get<Page>('/api/gov-service/list?pageSize=100');
    expect(all.total).toBe(composeGovServices().length);
    const tax = await get<Page>('/api/gov-service/list?topic=tax&pageSize=100');
    expect(tax.total).toBeGreaterThan(0);
    for (const row of tax.rows) expect(row.topic).toBe('tax');
    const ningboMarket = await get<Page>('/api/gov-service/list?department=market&regionCode=330200&pageSize=100');
    expect(ningboMarket.total).toBeGreaterThan(0);
    for (const row of ningboMarket.rows) expect(row).toMatchObject({ departmentCode: 'market', regionCode: '330200', department: '宁波市市场监督管理局' });
    // A province covers its cities.
    const province = await get<Page>('/api/gov-service/list?regionCode=330000&pageSize=1');
    expect(province.total).toBe(all.total);
    const byName = await get<Page>(`/api/gov-service/list?keyword=${encodeURIComponent('简易注销')}&regionCode=330100`);
    expect(byName.rows.map((row) => row.name)).toEqual(['企业简易注销登记']);
    // 公司章程 is a material of the 设立 guide only: the keyword reaches the materials.
    const byMaterial = await get<Page>(`/api/gov-service/list?keyword=${encodeURIComponent('公司章程')}&regionCode=330100`);
    expect(byMaterial.rows.map((row) => row.name)).toContain('企业设立登记（有限责任公司）');
  });

  it('refuses unknown topics, departments and regions with a 400 envelope', async () => {
    for (const url of ['/api/gov-service/list?topic=sports', '/api/gov-service/list?department=army', '/api/gov-service/list?regionCode=999999']) {
      const response = await hosts.portal.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(body(response).msg, url).toMatch(/参数/);
    }
  });

  it('favorite=true is the signed-in account’s own 收藏 and needs a login', async () => {
    const anonymous = await hosts.portal.inject({ method: 'GET', url: '/api/gov-service/list?favorite=true' });
    expect(anonymous.statusCode).toBe(401);
    const first = (await get<Page>('/api/gov-service/list?regionCode=330100&pageSize=2')).rows;
    const [a, b] = first as [Summary, Summary];
    for (const item of [a, b]) {
      const added = await hosts.portal.inject({ method: 'POST', url: `/api/gov-service/${item.id}/favorite`, headers: bearer(token) });
      expect(body(added)).toMatchObject({ code: 200, data: { serviceId: item.id, favorite: true } });
    }
    const mine = await get<Page>('/api/gov-service/list?favorite=true', bearer(token));
    expect(mine.rows.map((row) => row.id).sort()).toEqual([a.id, b.id].sort());
    for (const row of mine.rows) expect(row.favorite).toBe(true);
    // Another account sees neither as its own.
    expect((await get<Page>('/api/gov-service/list?favorite=true', bearer(otherToken))).total).toBe(0);
    expect((await get<Detail>(`/api/gov-service/${a.id}`, bearer(otherToken))).favorite).toBe(false);
    const removed = await hosts.portal.inject({ method: 'DELETE', url: `/api/gov-service/${a.id}/favorite`, headers: bearer(token) });
    expect(body(removed)).toMatchObject({ data: { serviceId: a.id, favorite: false } });
    expect((await get<Page>('/api/gov-service/list?favorite=true', bearer(token))).rows.map((row) => row.id)).toEqual([b.id]);
  });
});

describe('GET /api/gov-service/{id} and 收藏', () => {
  it('answers the whole guide with related items of the same topic and city', async () => {
    const [first] = (await get<Page>(`/api/gov-service/list?keyword=${encodeURIComponent('企业设立登记')}&regionCode=330100`)).rows as [Summary];
    const detail = await get<Detail>(`/api/gov-service/${first.id}`);
    expect(detail).toMatchObject({ name: '企业设立登记（有限责任公司）', department: '杭州市市场监督管理局', topic: 'start', fullyOnline: true, favorite: false });
    expect(detail.materials.find((material) => material.name === '《公司登记（备案）申请书》')?.sample?.[0]).toContain('杭州云帆智能科技有限公司');
    expect(detail.places[0]).toMatchObject({ address: '杭州市上城区解放东路18号市民中心', phone: '12315' });
    expect(detail.basis).toContain('《中华人民共和国市场主体登记管理条例》第十九条');
    expect(detail.related.length).toBeGreaterThan(0);
    for (const related of detail.related) {
      const other = await get<Detail>(`/api/gov-service/${related.id}`);
      expect(other).toMatchObject({ topic: 'start', regionCode: '330100' });
    }
    const favored = await get<Detail>(`/api/gov-service/${first.id}`, bearer(token));
    expect(favored.favorite).toBe(false);
  });

  it('answers 404 for an unknown item, 401 for 收藏 without a login', async () => {
    const missing = await hosts.portal.inject({ method: 'GET', url: '/api/gov-service/99999' });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).msg).toBe('政务服务事项不存在');
    const missingFavorite = await hosts.portal.inject({ method: 'POST', url: '/api/gov-service/99999/favorite', headers: bearer(token) });
    expect(missingFavorite.statusCode).toBe(404);
    const anonymous = await hosts.portal.inject({ method: 'POST', url: '/api/gov-service/1/favorite' });
    expect(anonymous.statusCode).toBe(401);
  });
});
