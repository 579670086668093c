import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../clock';
import { findUserByPhone } from '../domain/users';
import { bearer, body, createTestHosts, form, notesToken, portalTokenFor } from '../testing/test-hosts';
import type { SsoAnswer, TestHosts } from '../testing/test-hosts';

type Listed = { data: { id: string; name: string; organizationId?: string }[]; total: number };

let hosts: TestHosts;

beforeEach(async () => {
  hosts = await createTestHosts();
});

afterEach(async () => {
  await hosts.close();
});

/** A portal login token of the account with this phone, as the portal holds it after login. */
async function portalToken(phone: string): Promise<string> {
  return await portalTokenFor(hosts, phone);
}

/** specialLogin as the notes bridge calls it: the phone of the logged-in account, with its portal token. */
async function specialLogin(phone: string) {
  const user = await findUserByPhone(hosts.db, phone);
  const headers = user ? bearer(await portalToken(phone)) : bearer(await portalToken('13800138000'));
  return hosts.sso.inject({ method: 'POST', url: '/api/sso/user/specialLogin', headers, payload: { phone } });
}

async function getToken(key: string) {
  return hosts.sso.inject({ method: 'POST', url: '/api/sso/user/getToken', payload: { key } });
}

async function organizations(token: string) {
  return hosts.sso.inject({ method: 'GET', url: '/api/think/organization/list/personal', headers: { token } });
}

async function wikis(token: string, organizationId: string) {
  return hosts.sso.inject({ method: 'GET', url: `/api/think/wiki/list/all/${organizationId}`, headers: { token } });
}

describe('the notes chain', () => {
  it('runs specialLogin → getToken → personal organisations → wikis', async () => {
    const keyResponse = await hosts.sso.inject({ method: 'POST', url: '/api/sso/user/specialLogin', ...form({ phone: '13800138000' }, bearer(await portalToken('13800138000'))) });
    expect(keyResponse.statusCode).toBe(200);
    const { key } = body<SsoAnswer<{ key: string }>>(keyResponse).data;

    const tokenResponse = await getToken(key);
    expect(body(tokenResponse)).toMatchObject({ statusCode: 200, data: { token: expect.any(String) } });
    const { token } = body<SsoAnswer<{ token: string }>>(tokenResponse).data;

    const organizationList = body<SsoAnswer<Listed>>(await organizations(token));
    expect(organizationList.statusCode).toBe(200);
    expect(organizationList.data.total).toBe(1);
    const [personal] = organizationList.data.data;
    expect(personal?.name).toBe('云栖智造的个人空间');

    const wikiList = body<SsoAnswer<Listed>>(await wikis(token, personal?.id ?? ''));
    expect(wikiList.data.data.map((wiki) => wiki.name)).toEqual(['申报材料库', '项目归档']);
    expect(wikiList.data.data.every((wiki) => wiki.organizationId === personal?.id)).toBe(true);
  });

  it('lists only personal organisations, never the team ones', async () => {
    const token = await notesToken(hosts, '13800138000');
    const { data } = body<SsoAnswer<Listed>>(await organizations(token));
    expect(data.data.map((organization) => organization.name)).not.toContain('云栖智造项目协作组');
  });

  it('answers the seeded edge cases: an empty wiki list and no personal organisation', async () => {
    const withoutWiki = await notesToken(hosts, '13800138001');
    const [organization] = body<SsoAnswer<Listed>>(await organizations(withoutWiki)).data.data;
    expect(body<SsoAnswer<Listed>>(await wikis(withoutWiki, organization?.id ?? '')).data).toEqual({ data: [], total: 0 });

    const withoutOrganization = await notesToken(hosts, '13800138002');
    expect(body<SsoAnswer<Listed>>(await organizations(withoutOrganization)).data).toEqual({ data: [], total: 0 });
  });
});

describe('specialLogin proves the caller is that user', () => {
  const url = '/api/sso/user/specialLogin';

  it('refuses a phone without a portal login token, so a phone number alone buys nothing', async () => {
    for (const headers of [{}, { authorization: 'Bearer forged' }, { authorization: 'Basic eDp5' }]) {
      const response = await hosts.sso.inject({ method: 'POST', url, headers, payload: { phone: '13800138000' } });
      expect(response.statusCode).toBe(401);
      expect(body(response)).toEqual({ statusCode: 401, msg: '请先登录门户', data: null });
    }
  });

  it("answers another user's phone exactly like an unknown one", async () => {
    const stranger = await portalToken('13900139000');
    const victim = await hosts.sso.inject({ method: 'POST', url, headers: bearer(stranger), payload: { phone: '13800138000' } });
    const unknown = await hosts.sso.inject({ method: 'POST', url, headers: bearer(stranger), payload: { phone: '13700000000' } });
    expect(victim.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(victim.body).toBe(unknown.body);
  });

  it('refuses a revoked or expired portal token', async () => {
    const token = await portalToken('13800138000');
    hosts.clock.advance(13 * HOUR_MS);
    const response = await hosts.sso.inject({ method: 'POST', url, headers: bearer(token), payload: { phone: '13800138000' } });
    expect(response.statusCode).toBe(401);
  });

  it("issues the key for the token's own phone", async () => {
    const response = await hosts.sso.inject({ method: 'POST', url, headers: bearer(await portalToken('13800138000')), payload: { phone: '13800138000' } });
    expect(response.statusCode).toBe(200);
    expect(body<SsoAnswer<{ key: string }>>(response).data.key).toMatch(/.{20,}/);
  });
});

describe('specialLogin', () => {
  it.each(['13800138003', '13900139001', '13700000000'])('answers 404 for %s, which is not opened for notes', async (phone) => {
    const response = await specialLogin(phone);
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ statusCode: 404, msg: '该手机号未开通协同文档', data: null });
  });

  it('answers 400 for a missing or malformed phone', async () => {
    const missing = await hosts.sso.inject({ method: 'POST', url: '/api/sso/user/specialLogin', headers: bearer(await portalToken('13800138000')), payload: {} });
    expect(body(missing)).toEqual({ statusCode: 400, msg: '缺少参数 phone', data: null });
    const malformed = await specialLogin('1380013800');
    expect(body(malformed)).toEqual({ statusCode: 400, msg: '参数 phone 不合法：须为 11 位中国大陆手机号', data: null });
  });
});

describe('getToken', () => {
  it('accepts a key only once', async () => {
    const { key } = body<SsoAnswer<{ key: string }>>(await specialLogin('13800138000')).data;
    expect((await getToken(key)).statusCode).toBe(200);
    const reused = await getToken(key);
    expect(reused.statusCode).toBe(401);
    expect(body(reused)).toEqual({ statusCode: 401, msg: '密钥无效或已过期', data: null });
  });

  it('lets a key expire after 5 minutes', async () => {
    const { key } = body<SsoAnswer<{ key: string }>>(await specialLogin('13800138000')).data;
    hosts.clock.advance(5 * 60 * 1000 + 1);
    expect((await getToken(key)).statusCode).toBe(401);
  });

  it('refuses an unknown key', async () => {
    expect((await getToken('made-up')).statusCode).toBe(401);
  });
});

describe('think endpoints', () => {
  it('answer 401 without, with a forged or with an expired token header', async () => {
    const token = await notesToken(hosts);
    const none = await hosts.sso.inject({ method: 'GET', url: '/api/think/organization/list/personal' });
    expect(body(none)).toEqual({ statusCode: 401, msg: '缺少协同文档令牌', data: null });
    expect(body(await organizations('forged'))).toEqual({ statusCode: 401, msg: '令牌无效或已过期', data: null });
    hosts.clock.advance(12 * HOUR_MS + 1);
    expect((await organizations(token)).statusCode).toBe(401);
    expect((await wikis(token, 'org_any')).statusCode).toBe(401);
  });

  it("hides another user's organisation behind a 404", async () => {
    const owner = await notesToken(hosts, '13800138000');
    const [organization] = body<SsoAnswer<Listed>>(await organizations(owner)).data.data;
    const stranger = await notesToken(hosts, '13900139000');
    const response = await wikis(stranger, organization?.id ?? '');
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ statusCode: 404, msg: '组织不存在或无权访问', data: null });
  });

  it('does not accept a portal token as a notes token', async () => {
    const login = await hosts.portal.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: '13800138000', password: 'Demo@2026' },
    });
    const portalToken = body<{ data: { token: string } }>(login).data.token;
    expect((await organizations(portalToken)).statusCode).toBe(401);
  });

  it('answers unknown API paths with the JSON 404', async () => {
    const response = await hosts.sso.inject({ method: 'GET', url: '/api/think/nothing' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ statusCode: 404, msg: '接口不存在', data: null });
  });
});
