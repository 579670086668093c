import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts';
import { body, createTestHosts, form } from '../testing/test-hosts';
import type { SsoAnswer, TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;

beforeEach(async () => {
  hosts = await createTestHosts();
});

afterEach(async () => {
  await hosts.close();
});

const XSRF_MESSAGE = '请求校验失败，请刷新页面后重试';
const feedback = { feedbackType: 'other', content: '页面加载速度可以再快一些' };
const backUrl = 'http://127.0.0.1:4200/home';
const loginForm = { username: '13800138000', password: DEMO_PASSWORD, backUrl };

function setCookie(response: { cookies: { name: string; value: string }[] }): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
}

describe('the double-submit rule on the portal host', () => {
  it('refuses an unsafe call without the cookie, and hands out a cookie with the refusal', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/hnFeedback', cookies: {}, payload: feedback });
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({ code: 403, msg: XSRF_MESSAGE, data: null, statusCode: 403 });
    expect(setCookie(response)).toMatch(/^[\w-]{20,}$/);
  });

  it('refuses a header without a cookie, and an empty cookie with an empty header', async () => {
    const headerOnly = await hosts.portal.inject({ method: 'POST', url: '/api/hnFeedback', cookies: {}, headers: { 'x-xsrf-token': 'abc' }, payload: feedback });
    expect(headerOnly.statusCode).toBe(403);
    const empty = await hosts.portal.inject({ method: 'POST', url: '/api/hnFeedback', cookies: { 'XSRF-TOKEN': '' }, headers: { 'x-xsrf-token': '' }, payload: feedback });
    expect(empty.statusCode).toBe(403);
    expect(body(empty).msg).toBe(XSRF_MESSAGE);
  });

  it('holds login to the rule too (login CSRF)', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/login', cookies: {}, payload: { username: '13800138000', password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(403);
  });
});

describe('the double-submit rule on the SSO host', () => {
  it('refuses its API calls without a matching non-empty cookie and header, in its own envelope', async () => {
    const attempts: { cookies: Record<string, string>; headers?: Record<string, string> }[] = [
      { cookies: {} },
      { cookies: {}, headers: { 'x-xsrf-token': 'abc' } },
      { cookies: { 'XSRF-TOKEN': '' }, headers: { 'x-xsrf-token': '' } },
      { cookies: { 'XSRF-TOKEN': 'one' }, headers: { 'x-xsrf-token': 'two' } },
    ];
    for (const attempt of attempts) {
      const response = await hosts.sso.inject({ method: 'POST', url: '/api/sso/user/getToken', payload: { key: 'k' }, ...attempt });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(403);
      expect(body<SsoAnswer>(response)).toEqual({ statusCode: 403, msg: XSRF_MESSAGE, data: null });
    }
    const matching = await hosts.sso.inject({
      method: 'POST',
      url: '/api/sso/user/getToken',
      payload: { key: 'k' },
      cookies: { 'XSRF-TOKEN': 'same' },
      headers: { 'x-xsrf-token': 'same' },
    });
    expect(matching.statusCode).toBe(401);
  });

  it('hands the pages a cookie and puts its value in every form as a hidden field', async () => {
    const page = await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${encodeURIComponent(backUrl)}` });
    const issued = setCookie(page);
    expect(issued).toMatch(/^[\w-]{20,}$/);
    expect(page.body).toContain(`<input type="hidden" name="xsrfToken" value="${issued}">`);
    const again = await hosts.sso.inject({ method: 'GET', url: `/login/sms?backUrl=${encodeURIComponent(backUrl)}`, cookies: { 'XSRF-TOKEN': 'held-value' } });
    expect(setCookie(again)).toBeUndefined();
    expect(again.body).toContain('<input type="hidden" name="xsrfToken" value="held-value">');
  });

  it('accepts a form post whose hidden field echoes the cookie, and refuses one without', async () => {
    const accepted = await hosts.sso.inject({
      method: 'POST',
      url: '/login',
      cookies: { 'XSRF-TOKEN': 'held-value' },
      ...form({ ...loginForm, xsrfToken: 'held-value' }),
    });
    expect(accepted.statusCode, accepted.body).toBe(302);
    const attempts: { cookies: Record<string, string>; payload: string; headers: Record<string, string> }[] = [
      { cookies: {}, ...form(loginForm) },
      { cookies: { 'XSRF-TOKEN': 'held-value' }, ...form(loginForm) },
      { cookies: { 'XSRF-TOKEN': 'held-value' }, ...form({ ...loginForm, xsrfToken: 'other' }) },
      { cookies: { 'XSRF-TOKEN': '' }, ...form({ ...loginForm, xsrfToken: '' }) },
    ];
    for (const attempt of attempts) {
      const refused = await hosts.sso.inject({ method: 'POST', url: '/login', ...attempt });
      expect(refused.statusCode).toBe(403);
      expect(String(refused.headers['content-type'])).toMatch(/^text\/html/);
      expect(refused.body).toContain(XSRF_MESSAGE);
      expect(refused.headers['location']).toBeUndefined();
    }
  });
});
