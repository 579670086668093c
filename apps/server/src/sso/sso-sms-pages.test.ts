import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts';
import { SMS_CODE_TTL_MS, SMS_RESEND_INTERVAL_MS, smsCodesFor } from '../domain/sms-codes';
import { PORTAL_HOME, bearer, body, createTestHosts, form, portalTokenFor, sessionFromRedirect } from '../testing/test-hosts';
import type { TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;

beforeEach(async () => {
  hosts = await createTestHosts();
});

afterEach(async () => {
  await hosts.close();
});

const q = encodeURIComponent;
const KNOWN = '13800138000';
const UNKNOWN = '13311112222';

function expectPage(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, alertText(response) ?? response.body.slice(0, 400)).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
  expect(response.body).not.toMatch(/<script/i);
}

function alertText(response: LightMyRequestResponse): string | undefined {
  return /<p class="alert" role="alert" id="form-error">(.*?)<\/p>/.exec(response.body)?.[1];
}

const post = (url: string, values: Record<string, string>, address = '127.0.0.1') =>
  hosts.sso.inject({ method: 'POST', url, remoteAddress: address, ...form(values) });

const requestLoginCode = (phone: string, address?: string) => post('/login/sms/code', { phone, backUrl: PORTAL_HOME }, address);
const submitLoginCode = (phone: string, code: string, backUrl = PORTAL_HOME) => post('/login/sms', { phone, code, backUrl });
const requestResetCode = (phone: string, address?: string) => post('/forgot-password/code', { phone, backUrl: PORTAL_HOME }, address);
const submitReset = (values: Record<string, string>) =>
  post('/forgot-password', { phone: KNOWN, password: 'Fresh@2026', passwordConfirm: 'Fresh@2026', backUrl: PORTAL_HOME, ...values });

const lastCode = (phone: string) => smsCodesFor(hosts.db).lastCodeFor(phone);
/** A code that is surely not the one sent. */
const wrongCode = (code: string | undefined) => (code === '000000' ? '000001' : '000000');

describe('login page tabs and links', () => {
  it('offers 密码登录 and 短信验证码登录 as two links, and 忘记密码, all keeping backUrl', async () => {
    const backUrl = 'http://127.0.0.1:4200/home?ssoState=abc';
    const password = await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${q(backUrl)}` });
    expectPage(password, 200);
    expect(password.body).toContain(
      `<nav class="tabs" aria-label="登录方式"><a href="/login?backUrl=${q(backUrl)}" aria-current="page">密码登录</a><a href="/login/sms?backUrl=${q(backUrl)}" >短信验证码登录</a></nav>`,
    );
    expect(password.body).toContain(`<a href="/forgot-password?backUrl=${q(backUrl)}">忘记密码？</a>`);
    const sms = await hosts.sso.inject({ method: 'GET', url: `/login/sms?backUrl=${q(backUrl)}` });
    expectPage(sms, 200);
    expect(sms.body).toContain('<title>统一身份认证 - 短信验证码登录</title>');
    expect(sms.body).toContain(`<a href="/login/sms?backUrl=${q(backUrl)}" aria-current="page">短信验证码登录</a>`);
    expect(sms.body).toContain('<form method="post" action="/login/sms/code" >');
    expect(sms.body).toContain('<label for="phone">手机号</label>');
  });

  it('refuses a foreign backUrl on the new pages', async () => {
    for (const url of ['/login/sms', '/forgot-password']) {
      const response = await hosts.sso.inject({ method: 'GET', url: `${url}?backUrl=${q('https://evil.example/')}` });
      expectPage(response, 400);
      expect(response.body).not.toContain('evil.example');
    }
    expectPage(await requestLoginCode(KNOWN).then(() => submitLoginCode(KNOWN, lastCode(KNOWN) ?? '', 'https://evil.example/')), 400);
  });
});

describe('SMS-code login', () => {
  it('sends a 6-digit code and logs in with it: 302 to backUrl with a portal token', async () => {
    const sent = await requestLoginCode(KNOWN);
    expectPage(sent, 200);
    expect(sent.body).toContain('如该手机号已注册，验证码已发送至 138****8000，5 分钟内有效。');
    expect(sent.body).toContain('<label for="code">验证码</label>');
    expect(sent.body).toContain(`<input id="phone" name="phone" type="tel" value="${KNOWN}" readonly`);
    expect(sent.body).toContain('autocomplete="one-time-code"');
    const code = lastCode(KNOWN);
    expect(code).toMatch(/^\d{6}$/);

    const backUrl = 'http://127.0.0.1:4300/home?ssoState=abc#top';
    const response = await submitLoginCode(KNOWN, code ?? '', backUrl);
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers['location']));
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:4300/home');
    expect(location.searchParams.get('ssoState')).toBe('abc');
    expect(location.hash).toBe('#top');
    const info = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(await sessionFromRedirect(hosts.portal, location.href)) });
    expect(body(info).data).toMatchObject({ phone: KNOWN });
  });

  it('answers an unknown phone exactly like a known one, and sends it nothing', async () => {
    const known = await requestLoginCode(KNOWN, '10.0.0.1');
    const unknown = await requestLoginCode(UNKNOWN, '10.0.0.2');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body.replaceAll(UNKNOWN, 'PHONE').replace('133****2222', 'MASKED')).toBe(
      known.body.replaceAll(KNOWN, 'PHONE').replace('138****8000', 'MASKED'),
    );
    expect(lastCode(UNKNOWN)).toBeUndefined();

    const wrongKnown = await submitLoginCode(KNOWN, wrongCode(lastCode(KNOWN)));
    const wrongUnknown = await submitLoginCode(UNKNOWN, '123456');
    expectPage(wrongUnknown, 401);
    expect(wrongUnknown.statusCode).toBe(wrongKnown.statusCode);
    expect(alertText(wrongUnknown)).toBe('验证码错误，请重新输入');
    expect(alertText(wrongKnown)).toBe(alertText(wrongUnknown));
  });

  it('refuses an expired code and a used code', async () => {
    await requestLoginCode(KNOWN);
    const code = lastCode(KNOWN) ?? '';
    hosts.clock.advance(SMS_CODE_TTL_MS);
    const expired = await submitLoginCode(KNOWN, code);
    expectPage(expired, 401);
    expect(alertText(expired)).toBe('验证码已失效，请重新获取');

    await requestLoginCode(KNOWN);
    const fresh = lastCode(KNOWN) ?? '';
    expect((await submitLoginCode(KNOWN, fresh)).statusCode).toBe(302);
    const reused = await submitLoginCode(KNOWN, fresh);
    expectPage(reused, 401);
    expect(alertText(reused)).toBe('验证码已失效，请重新获取');
  });

  it('counts wrong codes towards the login throttle the password login uses', async () => {
    await requestLoginCode(KNOWN);
    const code = lastCode(KNOWN) ?? '';
    for (let attempt = 1; attempt <= 5; attempt += 1) expectPage(await submitLoginCode(KNOWN, wrongCode(code)), 401);
    const locked = await post('/login', { username: KNOWN, password: DEMO_PASSWORD, backUrl: PORTAL_HOME });
    expectPage(locked, 429);
    hosts.clock.advance(SMS_RESEND_INTERVAL_MS);
    await requestLoginCode(KNOWN);
    const stillLocked = await submitLoginCode(KNOWN, lastCode(KNOWN) ?? '');
    expectPage(stillLocked, 429);
    expect(Number(stillLocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(alertText(stillLocked)).toMatch(/^登录失败次数过多，请 \d+ 分钟后再试$/);
  });

  it('asks for a malformed phone or code in place, with the field marked', async () => {
    const badPhone = await requestLoginCode('12345');
    expectPage(badPhone, 400);
    expect(alertText(badPhone)).toBe('手机号须为 11 位中国大陆手机号');
    expect(badPhone.body).toMatch(/id="phone"[^>]*value="12345"[^>]*aria-describedby="phone-hint form-error" aria-invalid="true"/);
    const badCode = await submitLoginCode(KNOWN, '12a');
    expectPage(badCode, 400);
    expect(alertText(badCode)).toBe('验证码须为 6 位数字');
    expect(badCode.body).toMatch(/id="code"[^>]*aria-describedby="code-hint form-error" aria-invalid="true"/);
    expect(badCode.body).toContain(`value="${KNOWN}" readonly`);
  });
});

describe('sending limits', () => {
  it('one code per phone per minute, five per hour, known or not, with Retry-After', async () => {
    for (const phone of [KNOWN, UNKNOWN]) {
      expectPage(await requestResetCode(phone, `10.0.1.${phone.length}`), 200);
      const tooSoon = await requestResetCode(phone, '10.0.2.1');
      expectPage(tooSoon, 429);
      expect(tooSoon.headers['retry-after']).toBe('60');
      expect(alertText(tooSoon)).toBe('验证码发送过于频繁，请 1 分钟后再获取');
      expect(tooSoon.body).toContain(`value="${phone}"`);
    }
    // The minute is per phone, not per purpose: a login code right after a reset code waits too.
    expectPage(await requestLoginCode(KNOWN, '10.0.3.1'), 429);
    for (let sent = 2; sent <= 5; sent += 1) {
      hosts.clock.advance(SMS_RESEND_INTERVAL_MS);
      expectPage(await requestResetCode(KNOWN, `10.0.4.${sent}`), 200);
    }
    hosts.clock.advance(SMS_RESEND_INTERVAL_MS);
    const sixth = await requestResetCode(KNOWN, '10.0.5.1');
    expectPage(sixth, 429);
    expect(alertText(sixth)).toBe('该手机号获取验证码次数过多，请 55 分钟后再试');
  });

  it('twenty codes per address per hour over any phones', async () => {
    for (let index = 0; index < 20; index += 1) {
      expectPage(await requestResetCode(`1370000${String(index).padStart(4, '0')}`, '10.9.9.9'), 200);
    }
    const blocked = await requestResetCode('13799998888', '10.9.9.9');
    expectPage(blocked, 429);
    expect(alertText(blocked)).toBe('获取验证码过于频繁，请 60 分钟后再试');
    expectPage(await requestResetCode('13799998888', '10.9.9.8'), 200);
  });
});

describe('忘记密码', () => {
  it('renders the phone step with its label, hint and the way back to login', async () => {
    const response = await hosts.sso.inject({ method: 'GET', url: `/forgot-password?backUrl=${q(PORTAL_HOME)}` });
    expectPage(response, 200);
    expect(response.body).toContain('<title>统一身份认证 - 忘记密码</title>');
    expect(response.body).toContain('<h1>忘记密码</h1>');
    expect(response.body).toContain('<form method="post" action="/forgot-password/code" >');
    expect(response.body).toContain(`<a href="/login?backUrl=${q(PORTAL_HOME)}">返回登录</a>`);
  });

  it('resets with the code: the old password stops working, the new one logs in, old sessions end', async () => {
    const oldToken = body<{ data: { token: string } }>(
      await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/login', payload: { username: KNOWN, password: DEMO_PASSWORD } }),
    ).data.token;
    const step2 = await requestResetCode(KNOWN);
    expectPage(step2, 200);
    for (const label of ['<label for="code">验证码</label>', '<label for="password">新密码</label>', '<label for="passwordConfirm">确认新密码</label>']) {
      expect(step2.body).toContain(label);
    }
    expect(step2.body).toContain('<p class="hint" id="password-hint">8-64 位</p>');
    expect(step2.body).toContain('minlength="8" maxlength="64"');

    const done = await submitReset({ code: lastCode(KNOWN) ?? '' });
    expectPage(done, 200);
    expect(done.body).toContain('<h1>密码已重置</h1>');
    expect(done.body).toContain(`<a class="button" href="/login?backUrl=${q(PORTAL_HOME)}">使用新密码登录</a>`);

    expectPage(await post('/login', { username: KNOWN, password: DEMO_PASSWORD, backUrl: PORTAL_HOME }), 401);
    expect((await post('/login', { username: KNOWN, password: 'Fresh@2026', backUrl: PORTAL_HOME })).statusCode).toBe(302);
    const info = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(oldToken) });
    expect(body(info).code).toBe(444);
  });

  it('checks the two passwords before the code, and applies the registration rule', async () => {
    await requestResetCode(KNOWN);
    const code = lastCode(KNOWN) ?? '';
    const mismatch = await submitReset({ code, passwordConfirm: 'Fresh@2027' });
    expectPage(mismatch, 400);
    expect(alertText(mismatch)).toBe('两次输入的新密码不一致');
    expect(mismatch.body).toMatch(/id="passwordConfirm"[^>]*aria-describedby="password-confirm-hint form-error" aria-invalid="true"/);
    const short = await submitReset({ code, password: 'Ab1!', passwordConfirm: 'Ab1!' });
    expectPage(short, 400);
    expect(alertText(short)).toBe('新密码长度须为 8-64 个字符');
    // Neither used the code up.
    expectPage(await submitReset({ code }), 200);
  });

  it('kills a code after five wrong entries; even the right code is refused then', async () => {
    await requestResetCode(KNOWN);
    const code = lastCode(KNOWN) ?? '';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await submitReset({ code: wrongCode(code) });
      expectPage(wrong, 401);
      expect(alertText(wrong)).toBe('验证码错误，请重新输入');
    }
    const fifth = await submitReset({ code: wrongCode(code) });
    expectPage(fifth, 401);
    expect(alertText(fifth)).toBe('验证码错误次数过多，请重新获取');
    const right = await submitReset({ code });
    expectPage(right, 401);
    expect(alertText(right)).toBe('验证码已失效，请重新获取');
    expectPage(await post('/login', { username: KNOWN, password: 'Fresh@2026', backUrl: PORTAL_HOME }), 401);
  });

  it('refuses an expired and a reused code, and a login code for a reset', async () => {
    await requestLoginCode(KNOWN);
    const loginCode = lastCode(KNOWN) ?? '';
    expect(alertText(await submitReset({ code: loginCode }))).toBe('验证码已失效，请重新获取');

    hosts.clock.advance(SMS_RESEND_INTERVAL_MS);
    await requestResetCode(KNOWN);
    const code = lastCode(KNOWN) ?? '';
    hosts.clock.advance(SMS_CODE_TTL_MS + 1);
    const expired = await submitReset({ code });
    expectPage(expired, 401);
    expect(alertText(expired)).toBe('验证码已失效，请重新获取');

    await requestResetCode(KNOWN);
    const fresh = lastCode(KNOWN) ?? '';
    expectPage(await submitReset({ code: fresh }), 200);
    const reused = await submitReset({ code: fresh, password: 'Other@2026', passwordConfirm: 'Other@2026' });
    expectPage(reused, 401);
    expect(alertText(reused)).toBe('验证码已失效，请重新获取');
  });

  it('answers an unknown phone like a known one at both steps', async () => {
    const known = await requestResetCode(KNOWN, '10.1.0.1');
    const unknown = await requestResetCode(UNKNOWN, '10.1.0.2');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body.replaceAll(UNKNOWN, 'PHONE').replace('133****2222', 'MASKED')).toBe(
      known.body.replaceAll(KNOWN, 'PHONE').replace('138****8000', 'MASKED'),
    );
    const wrongKnown = await submitReset({ code: wrongCode(lastCode(KNOWN)) });
    const wrongUnknown = await submitReset({ phone: UNKNOWN, code: '123456' });
    expect(wrongUnknown.statusCode).toBe(wrongKnown.statusCode);
    expect(alertText(wrongUnknown)).toBe(alertText(wrongKnown));
  });
});

describe('用户协议 and 隐私政策', () => {
  it('are readable pages that link back to the register form only for an allowed backUrl', async () => {
    for (const [path, heading] of [['/agreements/user', '用户协议'], ['/agreements/privacy', '隐私政策']] as const) {
      const response = await hosts.sso.inject({ method: 'GET', url: `${path}?backUrl=${q(PORTAL_HOME)}` });
      expectPage(response, 200);
      expect(response.body).toContain(`<title>统一身份认证 - ${heading}</title>`);
      expect(response.body).toContain(`<h1>${heading}</h1>`);
      expect(response.body.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(5);
      expect(response.body).toContain(`<a href="/register?backUrl=${q(PORTAL_HOME)}">返回注册</a>`);
      const foreign = await hosts.sso.inject({ method: 'GET', url: `${path}?backUrl=${q('https://evil.example/')}` });
      expectPage(foreign, 200);
      expect(foreign.body).not.toContain('evil.example');
      expect(foreign.body).not.toContain('返回注册');
    }
  });
});

describe('a code is sent only once it is stored', () => {
  it('writes the log line that stands for the SMS outside any transaction, for a login, a reset and a phone binding', async () => {
    // The log line is the stand-in's SMS: written while a request transaction is still open, the page (or the
    // answer) could reach the person before the code is committed, and a retried request would store another code.
    const sent: { line: string; inTransaction: boolean }[] = [];
    const opened: { hosts?: TestHosts } = {};
    const stream = {
      write(line: string) {
        if (line.includes('[短信]')) sent.push({ line, inTransaction: opened.hosts?.db.inTransaction() ?? false });
      },
    };
    const logged = await createTestHosts({ logger: { level: 'info', stream } });
    opened.hosts = logged;
    try {
      const ask = (url: string, phone: string) => logged.sso.inject({ method: 'POST', url, remoteAddress: '127.0.0.1', ...form({ phone, backUrl: PORTAL_HOME }) });
      expect((await ask('/login/sms/code', KNOWN)).statusCode).toBe(200);
      logged.clock.advance(SMS_RESEND_INTERVAL_MS);
      expect((await ask('/forgot-password/code', KNOWN)).statusCode).toBe(200);
      const token = await portalTokenFor(logged, KNOWN);
      const bind = await logged.portal.inject({ method: 'POST', url: '/api/v1/user/phone/code', headers: bearer(token), payload: { phone: '13700137000' } });
      expect(bind.statusCode, bind.body).toBe(200);
      expect(sent.map((entry) => /的(.*?)验证码/.exec(entry.line)?.[1])).toEqual(['登录', '重置密码', '绑定手机号']);
      expect(sent.filter((entry) => entry.inTransaction)).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});

describe('the SMS test hook', () => {
  it('does not exist unless the hosts are started with test hooks', async () => {
    await requestLoginCode(KNOWN);
    const response = await hosts.sso.inject({ method: 'GET', url: `/__test__/sms-code?phone=${KNOWN}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/\d{6}/);
  });

  it('hands the last code sent to a phone to the e2e journeys when on', async () => {
    const withHooks = await createTestHosts({ testHooks: true });
    try {
      const none = await withHooks.sso.inject({ method: 'GET', url: `/__test__/sms-code?phone=${KNOWN}` });
      expect(none.statusCode).toBe(404);
      await withHooks.sso.inject({ method: 'POST', url: '/forgot-password/code', ...form({ phone: KNOWN, backUrl: PORTAL_HOME }) });
      const answer = await withHooks.sso.inject({ method: 'GET', url: `/__test__/sms-code?phone=${KNOWN}` });
      expect(answer.statusCode).toBe(200);
      expect(body<{ data: { code: string } }>(answer).data.code).toBe(smsCodesFor(withHooks.db).lastCodeFor(KNOWN));
    } finally {
      await withHooks.close();
    }
  });
});
