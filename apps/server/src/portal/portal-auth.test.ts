import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../clock';
import { bearer, body, createTestHosts, form, login, notesToken } from '../testing/test-hosts';
import type { Envelope, SsoAnswer, TestHosts } from '../testing/test-hosts';

const EXPIRED = { code: 444, msg: 'token已过期，请重新登录', data: null, statusCode: 444 };

let hosts: TestHosts;

beforeEach(async () => {
  hosts = await createTestHosts();
});

afterEach(async () => {
  await hosts.close();
});

describe('login', () => {
  it('accepts a form-encoded body and answers a token with the user info', async () => {
    const response = await hosts.portal.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      ...form({ username: '13900139000', password: 'Demo@2026' }),
    });
    const answer = body<Envelope<{ token: string; userinfo: Record<string, unknown> }>>(response);
    expect(response.statusCode).toBe(200);
    expect(answer.data.token).toMatch(/^[\w-]{40,}$/);
    expect(answer.data.userinfo).toEqual({
      userId: 6,
      username: '13900139000',
      nickName: '中创知产',
      phone: '13900139000',
      userType: 'org',
      enterpriseName: '浙江中创知识产权服务有限公司',
    });
  });

  it('logs in by username when the account has no phone', async () => {
    const token = await login(hosts.portal, 'zhangsan');
    const info = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
    expect(body(info).data).toMatchObject({ username: 'zhangsan', phone: null, enterpriseName: '绍兴柯桥纺织有限公司' });
  });

  it('answers 401 with the same message for a wrong password and an unknown account', async () => {
    for (const payload of [
      { username: '13800138000', password: 'Demo@2025' },
      { username: '19999999999', password: 'Demo@2026' },
    ]) {
      const response = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/login', payload });
      expect(response.statusCode).toBe(401);
      expect(body(response)).toEqual({ code: 401, msg: '账号或密码错误', data: null, statusCode: 401 });
    }
  });

  it('ignores a stale token on login, which is how the user gets a new one', async () => {
    const response = await hosts.portal.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: bearer('stale-token'),
      payload: { username: '13800138000', password: 'Demo@2026' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('keeps a token valid for 12 hours and answers 444 after that', async () => {
    const token = await login(hosts.portal);
    hosts.clock.advance(12 * HOUR_MS - 1000);
    const stillValid = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
    expect(stillValid.statusCode).toBe(200);
    hosts.clock.advance(2000);
    const expired = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
    expect(expired.statusCode).toBe(444);
    expect(body(expired)).toEqual(EXPIRED);
  });

  it('revokes the token on logout', async () => {
    const token = await login(hosts.portal);
    const logout = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/logout', headers: bearer(token) });
    expect(body(logout)).toMatchObject({ code: 200, data: null });
    const after = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
    expect(after.statusCode).toBe(444);
  });

  it('answers 444 for an unknown token on public endpoints too', async () => {
    for (const [method, url] of [
      ['GET', '/api/gDeclaraManage/list'],
      ['GET', '/api/gDeclaraManage/1'],
      ['GET', '/api/v1/dict/data/type/policy_level'],
      ['GET', '/api/home/overview'],
      ['POST', '/api/report/view/record'],
    ] as const) {
      const response = await hosts.portal.inject({ method, url, headers: bearer('unknown'), payload: method === 'POST' ? { type: '首页' } : undefined });
      expect(response.statusCode, url).toBe(444);
      expect(body(response), url).toEqual(EXPIRED);
    }
  });

  it('treats a missing, empty or "null" bearer as anonymous', async () => {
    for (const authorization of [undefined, 'Bearer ', 'Bearer null', 'Bearer undefined']) {
      const headers = authorization === undefined ? {} : { authorization };
      const list = await hosts.portal.inject({ method: 'GET', url: '/api/gDeclaraManage/list', headers });
      expect(list.statusCode).toBe(200);
      const info = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers });
      expect(info.statusCode).toBe(401);
      expect(body(info)).toEqual({ code: 401, msg: '请先登录', data: null, statusCode: 401 });
    }
  });

  it('requires a login for the protected endpoints', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/user/info'],
      ['POST', '/api/v1/user/logout'],
      ['GET', '/api/org/institution/mine'],
    ] as const) {
      const response = await hosts.portal.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
      expect(body(response).msg).toBe('请先登录');
    }
  });
});

describe('register', () => {
  const payload = { phone: '13500135000', password: 'Secret@123', enterpriseName: '湖州南浔木业有限公司', userType: 'org' };

  it('creates the account, logs it in and opens a personal notes space with 申报材料库', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/register', payload });
    const answer = body<Envelope<{ token: string; userinfo: Record<string, unknown> }>>(response);
    expect(answer.data.userinfo).toMatchObject({ username: '13500135000', userType: 'org', enterpriseName: '湖州南浔木业有限公司' });
    const info = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(answer.data.token) });
    expect(info.statusCode).toBe(200);

    const notes = await notesToken(hosts, '13500135000');
    const organizations = await hosts.sso.inject({ method: 'GET', url: '/api/think/organization/list/personal', headers: { token: notes } });
    const [organization] = body<SsoAnswer<{ data: { id: string; name: string }[] }>>(organizations).data.data;
    expect(organization?.name).toBe('湖州南浔木业有限公司的个人空间');
    const wikis = await hosts.sso.inject({ method: 'GET', url: `/api/think/wiki/list/all/${organization?.id}`, headers: { token: notes } });
    expect(body<SsoAnswer<{ data: { name: string }[] }>>(wikis).data.data.map((wiki) => wiki.name)).toEqual(['申报材料库']);
  });

  it('stores a salted hash, never the password', async () => {
    await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/register', payload });
    const { password_hash: hash } = (await hosts.db.get('SELECT password_hash FROM users WHERE phone = ?', '13500135000')) as { password_hash: string };
    expect(hash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('Secret@123');
  });

  it('refuses a phone that is already registered', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/register', payload: { ...payload, phone: '13800138000' } });
    expect(response.statusCode).toBe(409);
    expect(body(response).msg).toBe('该手机号已注册');
  });

  it('refuses a password shorter than 8 characters', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/register', payload: { ...payload, password: '1234567' } });
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toBe('参数 password 不合法：长度须为 8-64 个字符');
  });
});
