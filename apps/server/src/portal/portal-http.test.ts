import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;

beforeEach(async () => {
  hosts = await createTestHosts();
});

afterEach(async () => {
  await hosts.close();
});

describe('CORS', () => {
  it('answers the configured app origins with credentials and exposes Content-Disposition', async () => {
    for (const app of [hosts.portal, hosts.sso]) {
      const response = await app.inject({
        method: 'GET',
        url: app === hosts.portal ? '/api/home/overview' : '/api/think/organization/list/personal',
        headers: { origin: 'http://127.0.0.1:4300' },
      });
      expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4300');
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers['access-control-expose-headers']).toBe('Content-Disposition');
    }
  });

  it('lets a preflight through with the headers the apps send', async () => {
    const response = await hosts.portal.inject({
      method: 'OPTIONS',
      url: '/api/hnFeedback',
      headers: {
        origin: 'http://127.0.0.1:4200',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-xsrf-token',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4200');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-xsrf-token', 'token']) {
      expect(allowed).toContain(header);
    }
    const ssoPreflight = await hosts.sso.inject({
      method: 'OPTIONS',
      url: '/api/think/organization/list/personal',
      headers: { origin: 'http://127.0.0.1:4200', 'access-control-request-method': 'GET', 'access-control-request-headers': 'token' },
    });
    expect(ssoPreflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4200');
  });

  it('gives other origins no CORS headers at all', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:4201', 'http://localhost:4200']) {
      for (const app of [hosts.portal, hosts.sso]) {
        const response = await app.inject({ method: 'GET', url: '/api/home/overview', headers: { origin } });
        expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
        expect(response.headers['access-control-allow-credentials'], origin).toBeUndefined();
      }
    }
  });
});

describe('anti-forgery', () => {
  const feedback = { feedbackType: 'other', content: '页面加载速度可以再快一些' };

  it('hands out a readable XSRF-TOKEN cookie when the request has none', async () => {
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/home/overview' });
    const cookie = response.cookies.find((item) => item.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await hosts.portal.inject({ method: 'GET', url: '/api/home/overview', cookies: { 'XSRF-TOKEN': 'known' } });
    expect(again.cookies.find((item) => item.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('sets the cookie on error answers too', async () => {
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.cookies.map((item) => item.name)).toContain('XSRF-TOKEN');
  });

  it('refuses an unsafe call whose header does not match the cookie', async () => {
    for (const headers of [{}, { 'x-xsrf-token': 'other' }]) {
      const response = await hosts.portal.inject({
        method: 'POST',
        url: '/api/hnFeedback',
        cookies: { 'XSRF-TOKEN': 'cookie-value' },
        headers,
        payload: feedback,
      });
      expect(response.statusCode).toBe(403);
      expect(body(response)).toEqual({ code: 403, msg: '请求校验失败，请刷新页面后重试', data: null, statusCode: 403 });
    }
  });

  it('accepts an unsafe call whose header echoes the cookie, and safe calls without it', async () => {
    const matching = await hosts.portal.inject({
      method: 'POST',
      url: '/api/hnFeedback',
      cookies: { 'XSRF-TOKEN': 'cookie-value' },
      headers: { 'x-xsrf-token': 'cookie-value' },
      payload: feedback,
    });
    expect(matching.statusCode).toBe(200);
    const safe = await hosts.portal.inject({ method: 'GET', url: '/api/home/overview', cookies: { 'XSRF-TOKEN': 'cookie-value' } });
    expect(safe.statusCode).toBe(200);
  });
});

describe('robustness', () => {
  it('answers an unknown route with the 404 envelope', async () => {
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/v1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ code: 404, msg: '接口不存在', data: null, statusCode: 404 });
  });

  it('refuses a content type the contract does not declare', async () => {
    const response = await hosts.portal.inject({
      method: 'POST',
      url: '/api/report/view/record',
      headers: { 'content-type': 'text/plain' },
      payload: 'type=首页',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toContain('不支持的请求类型');
  });

  it('refuses a missing body where the contract requires one', async () => {
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/hnFeedback' });
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toBe('缺少请求体');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await hosts.portal.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ code: 400, msg: '请求体不是合法的 JSON', data: null, statusCode: 400 });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await hosts.portal.inject({
      method: 'POST',
      url: '/api/hnFeedback',
      payload: { feedbackType: 'other', content: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(body(response)).toMatchObject({ code: 413, statusCode: 413 });
  });

  it('accepts an empty JSON body on an operation that takes none', async () => {
    const token = await login(hosts.portal);
    const response = await hosts.portal.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { ...bearer(token), 'content-type': 'application/json', 'content-length': '0' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a thrown error with the 500 envelope, logs it and keeps serving', async () => {
    const errors = vi.fn();
    const logged = await createTestHosts({
      logger: {
        level: 'error',
        stream: {
          write: (line: string) => {
            errors(JSON.parse(line));
          },
        },
      },
    });
    try {
      vi.spyOn(logged.db, 'get').mockRejectedValueOnce(new Error('disk I/O error'));
      const broken = await logged.portal.inject({ method: 'GET', url: '/api/home/overview' });
      expect(broken.statusCode).toBe(500);
      expect(body(broken)).toEqual({ code: 500, msg: '服务器繁忙，请稍后重试', data: null, statusCode: 500 });
      expect(errors).toHaveBeenCalledWith(expect.objectContaining({ level: 50, err: expect.objectContaining({ message: 'disk I/O error' }) }));
      const healthy = await logged.portal.inject({ method: 'GET', url: '/api/home/overview' });
      expect(healthy.statusCode).toBe(200);
    } finally {
      await logged.close();
    }
  });
});
