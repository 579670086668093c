import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, body, createTestHosts, login, notesToken } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;

beforeEach(async () => {
  hosts = await createTestHosts();
});

afterEach(async () => {
  await hosts.close();
});

function post(url: string, token: string, payload?: Record<string, string>) {
  return hosts.portal.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function loginStatus(username: string, password: string): Promise<number> {
  const response = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/login', payload: { username, password } });
  return response.statusCode;
}

describe('userPasswordChange', () => {
  it('refuses a wrong current password with 400 and a Chinese message, leaving the password as it was', async () => {
    const token = await login(hosts.portal);
    const response = await post('/api/v1/user/password', token, { currentPassword: 'Wrong@2026', newPassword: 'Better2027x' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ code: 400, msg: '当前密码不正确', data: null, statusCode: 400 });
    expect(await loginStatus('13800138000', 'Demo@2026')).toBe(200);
  });

  it('retires the old password, accepts the new one, and ends every other session but this one', async () => {
    const other = await login(hosts.portal);
    const token = await login(hosts.portal);
    const response = await post('/api/v1/user/password', token, { currentPassword: 'Demo@2026', newPassword: 'Better2027x' });
    expect(response.statusCode).toBe(200);
    expect(await loginStatus('13800138000', 'Demo@2026')).toBe(401);
    expect(await loginStatus('13800138000', 'Better2027x')).toBe(200);
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) })).statusCode).toBe(200);
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(other) })).statusCode).toBe(444);
  });

  it('enforces the strength rule of the contract and refuses the current password as the new one', async () => {
    const token = await login(hosts.portal);
    for (const weak of ['short1a', 'onlyletters', '1234567890']) {
      const response = await post('/api/v1/user/password', token, { currentPassword: 'Demo@2026', newPassword: weak });
      expect(response.statusCode, weak).toBe(400);
      expect(body(response).msg, weak).toMatch(/newPassword|新密码|字母和数字|长度/);
    }
    const same = await post('/api/v1/user/password', token, { currentPassword: 'Demo@2026', newPassword: 'Demo@2026' });
    expect(body(same)).toMatchObject({ code: 400, msg: '新密码不能与当前密码相同' });
  });

  it('counts wrong current passwords against the login throttle', async () => {
    const token = await login(hosts.portal);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/api/v1/user/password', token, { currentPassword: `Wrong${attempt}x2026`, newPassword: 'Better2027x' })).statusCode).toBe(400);
    }
    const locked = await post('/api/v1/user/password', token, { currentPassword: 'Demo@2026', newPassword: 'Better2027x' });
    expect(locked.statusCode).toBe(429);
  });
});

describe('userPhoneChange', () => {
  it('moves the login to the new phone, answering the updated user', async () => {
    const token = await login(hosts.portal);
    const response = await post('/api/v1/user/phone', token, { currentPassword: 'Demo@2026', phone: '13812345678' });
    expect(response.statusCode).toBe(200);
    expect(body<Envelope<{ phone: string; username: string }>>(response).data).toMatchObject({ phone: '13812345678', username: '13812345678' });
    expect(await loginStatus('13812345678', 'Demo@2026')).toBe(200);
    expect(await loginStatus('13800138000', 'Demo@2026')).toBe(401);
  });

  it('answers 409 when another account has the phone, 400 for a wrong password or a malformed phone', async () => {
    const token = await login(hosts.portal);
    const taken = await post('/api/v1/user/phone', token, { currentPassword: 'Demo@2026', phone: '13900139000' });
    expect(body(taken)).toEqual({ code: 409, msg: '该手机号已注册', data: null, statusCode: 409 });
    const wrong = await post('/api/v1/user/phone', token, { currentPassword: 'Nope@2026', phone: '13812345678' });
    expect(body(wrong)).toMatchObject({ code: 400, msg: '当前密码不正确' });
    const malformed = await post('/api/v1/user/phone', token, { currentPassword: 'Demo@2026', phone: '12345' });
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).msg).toContain('手机号');
    expect(await loginStatus('13800138000', 'Demo@2026')).toBe(200);
  });
});

describe('userLogoutEverywhere', () => {
  it('revokes every portal token of the account and its notes tokens; old tokens get 444', async () => {
    const first = await login(hosts.portal);
    const second = await login(hosts.portal);
    const notes = await notesToken(hosts);
    const stranger = await login(hosts.portal, '13900139000');
    const response = await post('/api/v1/user/logoutAll', second);
    expect(response.statusCode).toBe(200);
    expect(body<Envelope<{ revoked: number }>>(response).data.revoked).toBeGreaterThanOrEqual(2);
    for (const token of [first, second]) {
      const info = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
      expect(info.statusCode).toBe(444);
      expect(body(info).code).toBe(444);
    }
    const organizations = await hosts.sso.inject({ method: 'GET', url: '/api/think/organization/list/personal', headers: { token: notes } });
    expect(organizations.statusCode).not.toBe(200);
    expect((await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(stranger) })).statusCode).toBe(200);
    expect(await loginStatus('13800138000', 'Demo@2026')).toBe(200);
  });
});
