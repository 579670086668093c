// @vitest-environment node
import { DEFAULT_CONFIG } from '@smes/config';
import { delay, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, malformedJsonReply, networkError, ssoError, ssoHandler, ssoOk, thinkList } from '../testing';
import { unwrap } from './api-error';
import { createSsoClient } from './sso-client';
import type { SsoClientOptions } from './sso-client';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(overrides: Partial<SsoClientOptions> = {}) {
  return createSsoClient({ baseUrl: DEFAULT_CONFIG.ssoApiBase, getSsoToken: () => 'sso-token-1', ...overrides });
}

describe('SSO requests', () => {
  it('sends JSON with credentials, no Bearer, and the XSRF cookie echoed on the unsafe call', async () => {
    const seen: { request: Request; body: unknown }[] = [];
    server.use(
      ssoHandler('post', '/api/sso/user/specialLogin', async ({ request }) => {
        seen.push({ request, body: await request.json() });
        return { status: 200, body: ssoOk({ key: 'k-1' }) };
      }),
    );

    const result = await setup({ readCookie: () => 'theme=dark; XSRF-TOKEN=a%2Bb%3D' }).call((api, init) =>
      api.POST('/api/sso/user/specialLogin', { ...init, body: { phone: '13800138000' } }),
    );

    expect(result).toMatchObject({ ok: true, data: { key: 'k-1' } });
    const request = seen[0]?.request;
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]?.body).toEqual({ phone: '13800138000' });
    expect(request?.credentials).toBe('include');
    expect(request?.headers.has('Authorization')).toBe(false);
    // The SSO host holds its POSTs to the double-submit rule as the portal host does.
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('a+b=');
    expect(request?.headers.has('token')).toBe(false);
  });

  it('leaves the XSRF header off reads, and off when there is no cookie', async () => {
    const seen: Request[] = [];
    server.use(
      ssoHandler('get', '/api/think/organization/list/personal', ({ request }) => {
        seen.push(request);
        return { status: 200, body: ssoOk(thinkList([])) };
      }),
      ssoHandler('post', '/api/sso/user/getToken', ({ request }) => {
        seen.push(request);
        return { status: 200, body: ssoOk({ token: 't' }) };
      }),
    );

    await setup({ readCookie: () => 'XSRF-TOKEN=v' }).call((api, init) => api.GET('/api/think/organization/list/personal', init));
    await setup({ readCookie: () => '' }).call((api, init) => api.POST('/api/sso/user/getToken', { ...init, body: { key: 'k' } }));

    expect(seen.map((request) => request.headers.has('X-XSRF-TOKEN'))).toEqual([false, false]);
  });

  it('sends the stored sso_token as the token header on /api/think/* calls', async () => {
    const seen: Request[] = [];
    server.use(
      ssoHandler('get', '/api/think/organization/list/personal', ({ request }) => {
        seen.push(request);
        return { status: 200, body: ssoOk(thinkList([buildOrganization()])) };
      }),
    );

    await setup().call((api, init) => api.GET('/api/think/organization/list/personal', init));

    expect(seen[0]?.headers.get('token')).toBe('sso-token-1');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('omits the token header when no sso_token is stored', async () => {
    const seen: Request[] = [];
    server.use(
      ssoHandler('get', '/api/think/organization/list/personal', ({ request }) => {
        seen.push(request);
        return { status: 401, body: ssoError(401, '令牌无效或已过期') };
      }),
    );

    await setup({ getSsoToken: () => null }).call((api, init) => api.GET('/api/think/organization/list/personal', init));

    expect(seen[0]?.headers.has('token')).toBe(false);
  });
});

describe('SSO answers', () => {
  it('needs statusCode 200 in the body as well as HTTP 2xx', async () => {
    server.use(ssoHandler('post', '/api/sso/user/getToken', () => ({ status: 200, body: ssoError(401, '密钥已失效') })));

    const result = await setup().call((api, init) => api.POST('/api/sso/user/getToken', { ...init, body: { key: 'k' } }));

    expect(result).toEqual({ ok: false, kind: 'business', msg: '密钥已失效', statusCode: 200, code: 401 });
    expect(() => unwrap(result)).toThrow('密钥已失效');
  });

  it('resolves an HTTP 404 answer with the server message', async () => {
    server.use(ssoHandler('post', '/api/sso/user/specialLogin', () => ({ status: 404, body: ssoError(404, '该手机号未开通协同文档') })));

    const result = await setup().call((api, init) => api.POST('/api/sso/user/specialLogin', { ...init, body: { phone: '13900000000' } }));

    expect(result).toEqual({ ok: false, kind: 'business', msg: '该手机号未开通协同文档', statusCode: 404, code: 404 });
  });

  it('resolves, never rejects, for a 500 or a 444 from the SSO host', async () => {
    server.use(
      ssoHandler('get', '/api/think/organization/list/personal', () => ({ status: 500, body: ssoError(500, '协同文档服务异常') })),
      ssoHandler('get', '/api/think/wiki/list/all/{orgId}', () => new HttpResponse(null, { status: 444 })),
    );
    const sso = setup();

    expect(await sso.call((api, init) => api.GET('/api/think/organization/list/personal', init))).toMatchObject({
      ok: false,
      kind: 'http',
      msg: '协同文档服务异常',
    });
    expect(
      await sso.call((api, init) => api.GET('/api/think/wiki/list/all/{orgId}', { ...init, params: { path: { orgId: 'o' } } })),
    ).toMatchObject({ ok: false, kind: 'http', statusCode: 444 });
  });

  it('resolves network failures, unreadable bodies and timeouts with their kind', async () => {
    server.use(
      ssoHandler('post', '/api/sso/user/specialLogin', () => networkError()),
      ssoHandler('post', '/api/sso/user/getToken', () => malformedJsonReply()),
      ssoHandler('get', '/api/think/organization/list/personal', async () => {
        await delay(2_000);
        return { status: 200, body: ssoOk(thinkList([])) };
      }),
    );
    const sso = setup({ timeoutMs: 30 });

    const [network, bad, timeout] = await Promise.all([
      sso.call((api, init) => api.POST('/api/sso/user/specialLogin', { ...init, body: { phone: '13800138000' } })),
      sso.call((api, init) => api.POST('/api/sso/user/getToken', { ...init, body: { key: 'k' } })),
      sso.call((api, init) => api.GET('/api/think/organization/list/personal', init)),
    ]);

    expect(network).toMatchObject({ ok: false, kind: 'network' });
    expect(bad).toMatchObject({ ok: false, kind: 'bad-response', statusCode: 200 });
    expect(timeout).toMatchObject({ ok: false, kind: 'timeout' });
  });

  it('rejects when the caller cancels', async () => {
    await expect(
      setup().call((api, init) => api.GET('/api/think/organization/list/personal', init), { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ kind: 'cancelled', name: 'AbortError' });
  });
});
