import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { smsCodesFor } from '../domain/sms-codes';
import { bearer, body, createTestHosts, login, notesToken } from '../testing/test-hosts';
import type { Envelope, SsoAnswer, TestHosts } from '../testing/test-hosts';

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

/** Asks for the code the new phone is sent, as the account settings screen does, and reads it from the store. */
async function codeFor(token: string, phone: string): Promise<string> {
  const sent = await post('/api/v1/user/phone/code', token, { phone });
  expect(sent.statusCode, body(sent).msg).toBe(200);
  const code = smsCodesFor(hosts.db).lastCodeFor(phone);
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

describe('userPhoneChange', () => {
  it('moves the login to the new phone once the code sent to it is entered, answering the updated user', async () => {
    const token = await login(hosts.portal);
    const smsCode = await codeFor(token, '13812345678');
    const response = await post('/api/v1/user/phone', token, { currentPassword: 'Demo@2026', phone: '13812345678', smsCode });
    expect(response.statusCode).toBe(200);
    expect(body<Envelope<{ phone: string; username: string }>>(response).data).toMatchObject({ phone: '13812345678', username: '13812345678' });
    expect(await loginStatus('13812345678', 'Demo@2026')).toBe(200);
    expect(await loginStatus('13800138000', 'Demo@2026')).toBe(401);
  });

  it('binds a phone to an account that has none (the notes handoff needs one)', async () => {
    const token = await login(hosts.portal, 'zhangsan', 'Demo@2026');
    expect(body<Envelope<{ phone: string | null }>>(await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) })).data.phone).toBeNull();
    const smsCode = await codeFor(token, '13712345670');
    const response = await post('/api/v1/user/phone', token, { currentPassword: 'Demo@2026', phone: '13712345670', smsCode });
    expect(body(response)).toMatchObject({ code: 200, msg: '手机号已绑定', data: { phone: '13712345670', username: 'zhangsan' } });
    expect(await loginStatus('zhangsan', 'Demo@2026')).toBe(200);
    // The phone opens the notes app for the account, with a personal space to write in.
    const notes = await notesToken(hosts, '13712345670');
    const organizations = await hosts.sso.inject({ method: 'GET', url: '/api/think/organization/list/personal', headers: { token: notes } });
    expect(body<SsoAnswer<{ data: { name: string }[] }>>(organizations).data.data.map((item) => item.name)).toEqual(['绍兴柯桥纺织有限公司的个人空间']);
  });

  it('refuses the change without the code sent to the new phone, with a wrong one, or with a code sent to another phone', async () => {
    const token = await login(hosts.portal);
    const none = await post('/api/v1/user/phone', token, { currentPassword: 'Demo@2026', phone: '13812345678' });
    expect(none.statusCode).toBe(400);
    const other = await codeFor(token, '13812345679');
    const elsewhere = await post('/api/v1/user/phone', token, { currentPassword: 'Demo@2026', phone: '13812345678', smsCode: other });
    expect(body(elsewhere)).toMatchObject({ code: 400, msg: '验证码已失效，请重新获取' });
    const right = await codeFor(token, '13812345678');
    const wrongCode = right === '000000' ? '111111' : '000000';
    const wrong = await post('/api/v1/user/phone', token, { currentPassword: 'Demo@2026', phone: '13812345678', smsCode: wrongCode });
    expect(body(wrong)).toMatchObject({ code: 400, msg: '验证码错误，请重新输入' });
    expect(await loginStatus('13800138000', 'Demo@2026')).toBe(200);
    expect(await loginStatus('13812345678', 'Demo@2026')).toBe(401);
    // A code is used once: the right one works after a wrong entry, and not a second time.
    expect((await post('/api/v1/user/phone', token, { currentPassword: 'Demo@2026', phone: '13812345678', smsCode: right })).statusCode).toBe(200);
  });

  it('answers a code request for a taken phone like any other, sending nothing; the change behind the password says 409', async () => {
    const token = await login(hosts.portal);
    const sent = await post('/api/v1/user/phone/code', token, { phone: '13900139000' });
    expect(body(sent)).toEqual({ code: 200, msg: '验证码已发送', data: { resendAfterSeconds: 60, validMinutes: 5 }, statusCode: 200 });
    expect(smsCodesFor(hosts.db).lastCodeFor('13900139000')).toBeUndefined();
    const same = await post('/api/v1/user/phone/code', token, { phone: '13800138000' });
    expect(body(same)).toMatchObject({ code: 400, msg: '新手机号与当前手机号相同' });
    const taken = await post('/api/v1/user/phone', token, { currentPassword: 'Demo@2026', phone: '13900139000', smsCode: '123456' });
    expect(body(taken)).toEqual({ code: 409, msg: '该手机号已注册', data: null, statusCode: 409 });
  });

  it('answers 400 for a wrong password or a malformed phone or code', async () => {
    const token = await login(hosts.portal);
    const wrong = await post('/api/v1/user/phone', token, { currentPassword: 'Nope@2026', phone: '13812345678', smsCode: '123456' });
    expect(body(wrong)).toMatchObject({ code: 400, msg: '当前密码不正确' });
    const malformed = await post('/api/v1/user/phone', token, { currentPassword: 'Demo@2026', phone: '12345', smsCode: '123456' });
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).msg).toContain('手机号');
    const badCode = await post('/api/v1/user/phone', token, { currentPassword: 'Demo@2026', phone: '13812345678', smsCode: '12ab56' });
    expect(badCode.statusCode).toBe(400);
    expect((await post('/api/v1/user/phone/code', token, { phone: '12345' })).statusCode).toBe(400);
    expect(await loginStatus('13800138000', 'Demo@2026')).toBe(200);
  });

  it('limits codes per phone like the SSO pages (429 with Retry-After)', async () => {
    const token = await login(hosts.portal);
    await codeFor(token, '13812345678');
    const again = await post('/api/v1/user/phone/code', token, { phone: '13812345678' });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    expect(body(again).msg).toMatch(/^验证码发送过于频繁，请 \d+ (秒|分钟)后再获取$/);
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
