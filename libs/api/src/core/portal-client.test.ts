// @vitest-environment node
import { DEFAULT_CONFIG } from '@smes/config';
import { delay, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildHomeOverview,
  buildLoginResult,
  errorEnvelope,
  malformedJsonReply,
  networkError,
  okEnvelope,
  portalHandler,
} from '../testing';
import { ApiError, unwrap } from './api-error';
import { JSON_BODY, MULTIPART_BODY } from './body-serializers';
import { createPortalClient } from './portal-client';
import type { PortalClientOptions } from './portal-client';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(overrides: Partial<PortalClientOptions> = {}) {
  const onExpired = vi.fn();
  const notify = vi.fn();
  const client = createPortalClient({
    baseUrl: DEFAULT_CONFIG.portalApiBase,
    getToken: () => 'token-abc',
    onExpired,
    notify,
    readCookie: () => '',
    ...overrides,
  });
  return { client, onExpired, notify };
}

/** Captures the last request the portal's home overview endpoint received and answers with success. */
function captureOverview() {
  const seen: Request[] = [];
  server.use(
    portalHandler('get', '/api/home/overview', ({ request }) => {
      seen.push(request);
      return { status: 200, body: okEnvelope(buildHomeOverview()) };
    }),
  );
  return seen;
}

function getOverview(client: ReturnType<typeof setup>['client'], signal?: AbortSignal) {
  return client.call((api, init) => api.GET('/api/home/overview', init), { signal });
}

describe('portal request headers', () => {
  it('sends the stored token as a Bearer header and includes credentials', async () => {
    const seen = captureOverview();
    const { client } = setup();

    const result = await getOverview(client);

    expect(result).toMatchObject({ ok: true, data: buildHomeOverview() });
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(seen[0]?.credentials).toBe('include');
  });

  it('sends no Authorization header without a token', async () => {
    const seen = captureOverview();
    const { client } = setup({ getToken: () => null });

    await getOverview(client);

    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('reads the token at request time', async () => {
    const seen = captureOverview();
    let token: string | null = null;
    const { client } = setup({ getToken: () => token });

    await getOverview(client);
    token = 'later';
    await getOverview(client);

    expect(seen.map((request) => request.headers.get('Authorization'))).toEqual([null, 'Bearer later']);
  });

  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN on unsafe calls, and leaves reads without it (no CORS preflight)', async () => {
    const seen = captureOverview();
    const posted: (string | null)[] = [];
    server.use(
      portalHandler('post', '/api/report/view/record', ({ request }) => {
        posted.push(request.headers.get('X-XSRF-TOKEN'));
        return { status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } };
      }),
    );
    const { client } = setup({ getToken: () => null, readCookie: () => 'theme=dark; XSRF-TOKEN=a%2Bb%3D; other=1' });

    await getOverview(client);
    await client.call((api, init) => api.POST('/api/report/view/record', { ...init, body: { type: '首页' } }));

    expect(posted).toEqual(['a+b=']);
    expect(seen[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    // Nothing but CORS-safelisted headers on a visitor's read.
    expect([...seen[0]!.headers.keys()].filter((name) => !['accept', 'accept-language', 'content-language', 'content-type'].includes(name))).toEqual([]);
  });

  it('reads the cookie for unsafe calls only: a read, answered or refused, never parses document.cookie', async () => {
    captureOverview();
    server.use(portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } })));
    const readCookie = vi.fn(() => 'XSRF-TOKEN=t');
    const { client } = setup({ readCookie });

    expect((await getOverview(client)).ok).toBe(true);
    server.use(portalHandler('get', '/api/home/overview', () => ({ status: 403, body: errorEnvelope(403, '无权访问') })));
    expect((await getOverview(client)).ok).toBe(false);
    expect(readCookie).not.toHaveBeenCalled();
    await client.call((api, init) => api.POST('/api/report/view/record', { ...init, body: { type: '首页' } }));
    expect(readCookie).toHaveBeenCalledTimes(1);
  });

  it('sends once more when the XSRF cookie changed under a request that the host refused with 403', async () => {
    let cookie = 'XSRF-TOKEN=first';
    const headers: (string | null)[] = [];
    server.use(
      portalHandler('post', '/api/report/view/record', ({ request }) => {
        headers.push(request.headers.get('X-XSRF-TOKEN'));
        if (headers.length === 1) {
          // Another answer set a new cookie while this request was on its way.
          cookie = 'XSRF-TOKEN=second';
          return { status: 403, body: { code: 403, msg: '请求校验失败，请刷新页面后重试', data: null, statusCode: 403 } };
        }
        return { status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } };
      }),
    );
    const { client } = setup({ readCookie: () => cookie });

    const result = await client.call((api, init) => api.POST('/api/report/view/record', { ...init, body: { type: '首页' } }));

    expect(result.ok).toBe(true);
    expect(headers).toEqual(['first', 'second']);
  });

  it("sends a first visit's unsafe call once more with the cookie its refusal handed out", async () => {
    let cookie = '';
    const headers: (string | null)[] = [];
    server.use(
      portalHandler('post', '/api/report/view/record', ({ request }) => {
        headers.push(request.headers.get('X-XSRF-TOKEN'));
        if (headers.length === 1) {
          // The host refuses an unsafe call without the cookie, and its answer sets one.
          cookie = 'XSRF-TOKEN=handed-out';
          return { status: 403, body: { code: 403, msg: '请求校验失败，请刷新页面后重试', data: null, statusCode: 403 } };
        }
        return { status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } };
      }),
    );
    const { client } = setup({ readCookie: () => cookie });

    const result = await client.call((api, init) => api.POST('/api/report/view/record', { ...init, body: { type: '首页' } }));

    expect(result.ok).toBe(true);
    expect(headers).toEqual([null, 'handed-out']);
  });

  it('does not repeat a 403 when the XSRF cookie did not change', async () => {
    let calls = 0;
    server.use(
      portalHandler('post', '/api/report/view/record', () => {
        calls += 1;
        return { status: 403, body: { code: 403, msg: '请求校验失败，请刷新页面后重试', data: null, statusCode: 403 } };
      }),
    );
    const { client } = setup({ readCookie: () => 'XSRF-TOKEN=same' });

    const result = await client.call((api, init) => api.POST('/api/report/view/record', { ...init, body: { type: '首页' } }));

    expect(result).toMatchObject({ ok: false, statusCode: 403, msg: '请求校验失败，请刷新页面后重试' });
    expect(calls).toBe(1);
  });

  it('sends no XSRF header without the cookie', async () => {
    const posted: Request[] = [];
    server.use(
      portalHandler('post', '/api/report/view/record', ({ request }) => {
        posted.push(request);
        return { status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } };
      }),
    );
    const { client } = setup({ readCookie: () => 'XSRF-TOKENX=1' });

    await client.call((api, init) => api.POST('/api/report/view/record', { ...init, body: { type: '首页' } }));

    expect(posted[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('keeps the token and the XSRF value away from another host', async () => {
    const seen: Request[] = [];
    server.use(
      portalHandler(
        'post',
        '/api/report/view/record',
        ({ request }) => {
          seen.push(request);
          return { status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } };
        },
        { baseUrl: 'http://elsewhere.test' },
      ),
    );
    const { client } = setup({ readCookie: () => 'XSRF-TOKEN=x' });

    await client.call((api, init) => api.POST('/api/report/view/record', { ...init, body: { type: '首页' }, baseUrl: 'http://elsewhere.test' }));

    expect(seen[0]?.headers.has('Authorization')).toBe(false);
    expect(seen[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('portal request bodies', () => {
  function captureLogin() {
    const seen: { contentType: string | null; text: string }[] = [];
    server.use(
      portalHandler('post', '/api/v1/user/login', async ({ request }) => {
        seen.push({ contentType: request.headers.get('Content-Type'), text: await request.text() });
        return { status: 200, body: okEnvelope(buildLoginResult()) };
      }),
    );
    return seen;
  }

  it('form-encodes by default', async () => {
    const seen = captureLogin();
    const { client } = setup();

    await client.call((api, init) => api.POST('/api/v1/user/login', { ...init, body: { username: '张三 13800138000', password: 'p&w=1' } }));

    expect(seen[0]?.contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.text))).toEqual({ username: '张三 13800138000', password: 'p&w=1' });
  });

  it('sends JSON when a request asks for it', async () => {
    const seen = captureLogin();
    const { client } = setup();

    await client.call((api, init) => api.POST('/api/v1/user/login', { ...init, ...JSON_BODY, body: { username: 'u', password: 'p' } }));

    expect(seen[0]?.contentType).toBe('application/json');
    expect(JSON.parse(seen[0]?.text ?? '')).toEqual({ username: 'u', password: 'p' });
  });

  it('sends multipart with a browser-made boundary for uploads', async () => {
    const seen: { contentType: string | null; form: FormData }[] = [];
    server.use(
      portalHandler('post', '/api/hnFeedback', async ({ request }) => {
        seen.push({ contentType: request.headers.get('Content-Type'), form: await request.formData() });
        return { status: 200, body: okEnvelope({ id: 9 }) };
      }),
    );
    const { client } = setup();
    const attachment = new File(['截图内容'], '截图.png', { type: 'image/png' });
    const body = { feedbackType: 'bug', content: '页面无法打开', attachment } as { feedbackType: string; content: string };

    const result = await client.call((api, init) => api.POST('/api/hnFeedback', { ...init, ...MULTIPART_BODY, body }));

    expect(result).toMatchObject({ ok: true, data: { id: 9 } });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.form.get('content')).toBe('页面无法打开');
    const file = seen[0]?.form.get('attachment');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('截图.png');
  });

  it('passes a FormData body through the default serializer as multipart', async () => {
    const seen: (string | null)[] = [];
    server.use(
      portalHandler('post', '/api/hnFeedback', ({ request }) => {
        seen.push(request.headers.get('Content-Type'));
        return { status: 200, body: okEnvelope({ id: 1 }) };
      }),
    );
    const { client } = setup();
    const form = new FormData();
    form.append('content', '反馈');

    await client.call((api, init) =>
      api.POST('/api/hnFeedback', { ...init, body: form as unknown as { feedbackType: string; content: string } }),
    );

    expect(seen[0]).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('portal answers', () => {
  it.each([200, 201, 299])('treats HTTP %i with code 200 as success', async (status) => {
    server.use(portalHandler('get', '/api/home/overview', () => new HttpResponse(JSON.stringify(okEnvelope(buildHomeOverview())), { status })));
    const { client } = setup();

    const result = await getOverview(client);

    expect(result).toEqual({ ok: true, data: buildHomeOverview(), msg: '操作成功', statusCode: status, code: 200 });
  });

  it('resolves a business failure with the server message for a 4xx envelope', async () => {
    server.use(portalHandler('get', '/api/home/overview', () => ({ status: 400, body: errorEnvelope(400, 'pageSize 须为 1-100 的整数') })));
    const { client, notify, onExpired } = setup();

    const result = await getOverview(client);

    expect(result).toEqual({ ok: false, kind: 'business', msg: 'pageSize 须为 1-100 的整数', statusCode: 400, code: 400 });
    expect(() => unwrap(result)).toThrow(new ApiError({ kind: 'business', message: 'pageSize 须为 1-100 的整数', code: 400, statusCode: 400 }));
    expect(notify).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('resolves a business failure for a non-200 code inside HTTP 200', async () => {
    server.use(portalHandler('get', '/api/home/overview', () => ({ status: 200, body: errorEnvelope(409, '该手机号已注册') })));
    const { client } = setup();

    expect(await getOverview(client)).toEqual({ ok: false, kind: 'business', msg: '该手机号已注册', statusCode: 200, code: 409 });
  });

  describe('token expiry', () => {
    it('runs onExpired and rejects on HTTP 444', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => new HttpResponse('expired', { status: 444 })));
      const { client, onExpired, notify } = setup();

      await expect(getOverview(client)).rejects.toMatchObject({ kind: 'expired', statusCode: 444 });
      expect(onExpired).toHaveBeenCalledTimes(1);
      expect(notify).not.toHaveBeenCalled();
    });

    it('runs onExpired and rejects on envelope code 444 inside HTTP 200', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => ({ status: 200, body: errorEnvelope(444, 'token已过期，请重新登录') })));
      const { client, onExpired } = setup();

      await expect(getOverview(client)).rejects.toBeInstanceOf(ApiError);
      expect(onExpired).toHaveBeenCalledTimes(1);
    });

    it('runs onExpired on a token-expired message under another code', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => ({ status: 401, body: errorEnvelope(401, '登录状态已过期，请重新登录') })));
      const { client, onExpired } = setup();

      await expect(getOverview(client)).rejects.toMatchObject({ kind: 'expired', message: '登录状态已过期，请重新登录' });
      expect(onExpired).toHaveBeenCalledTimes(1);
    });

    it('calls onExpired once per failed call', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => ({ status: 444, body: errorEnvelope(444, 'token无效') })));
      const { client, onExpired } = setup();

      const outcomes = await Promise.allSettled([getOverview(client), getOverview(client), getOverview(client)]);

      expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(onExpired).toHaveBeenCalledTimes(3);
    });

    it('rejects without the flow when the call ignores expiry', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => ({ status: 444, body: errorEnvelope(444, 'token无效') })));
      const { client, onExpired } = setup();

      await expect(client.call((api, init) => api.GET('/api/home/overview', init), { ignoreExpiry: true })).rejects.toMatchObject({
        kind: 'expired',
      });
      expect(onExpired).not.toHaveBeenCalled();
    });

    it('does not mistake a success message for expiry', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => ({ status: 200, body: okEnvelope(buildHomeOverview(), 'token 已过期的旧数据已清理') })));
      const { client, onExpired } = setup();

      expect((await getOverview(client)).ok).toBe(true);
      expect(onExpired).not.toHaveBeenCalled();
    });
  });

  describe('server errors', () => {
    it('toasts the server message and rejects on HTTP 500', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => ({ status: 500, body: errorEnvelope(500, '数据库连接失败') })));
      const { client, notify, onExpired } = setup();

      await expect(getOverview(client)).rejects.toMatchObject({ kind: 'server', message: '数据库连接失败', statusCode: 500 });
      expect(notify).toHaveBeenCalledExactlyOnceWith({ severity: 'error', message: '数据库连接失败' });
      expect(onExpired).not.toHaveBeenCalled();
    });

    it('toasts and rejects on envelope code 500 inside HTTP 200', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => ({ status: 200, body: errorEnvelope(500, '统计服务异常') })));
      const { client, notify } = setup();

      await expect(getOverview(client)).rejects.toMatchObject({ kind: 'server', code: 500, statusCode: 200 });
      expect(notify).toHaveBeenCalledWith({ severity: 'error', message: '统计服务异常' });
    });

    it('falls back to a generic message when a 500 carries none', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => new HttpResponse('<html>Internal Server Error</html>', { status: 500 })));
      const { client, notify } = setup();

      await expect(getOverview(client)).rejects.toMatchObject({ kind: 'server' });
      expect(notify).toHaveBeenCalledWith({ severity: 'error', message: '服务器异常，请稍后重试' });
    });

    it('stays quiet for a silent call but still rejects', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => ({ status: 500, body: errorEnvelope(500, '忙') })));
      const { client, notify } = setup();

      await expect(client.call((api, init) => api.GET('/api/home/overview', init), { silent: true })).rejects.toMatchObject({
        kind: 'server',
      });
      expect(notify).not.toHaveBeenCalled();
    });
  });

  describe('transport errors resolve', () => {
    it('with kind network when no answer arrives', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => networkError()));
      const { client, notify } = setup();

      const result = await getOverview(client);

      expect(result).toEqual({ ok: false, kind: 'network', msg: '', statusCode: 0, code: null });
      expect(() => unwrap(result)).toThrow('网络异常，请检查网络连接');
      expect(notify).not.toHaveBeenCalled();
    });

    it('with kind http and the status for a 502 without an envelope', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => new HttpResponse('Bad Gateway', { status: 502 })));
      const { client } = setup();

      const result = await getOverview(client);

      expect(result).toEqual({ ok: false, kind: 'http', msg: '', statusCode: 502, code: null });
      expect(() => unwrap(result)).toThrow('请求失败（HTTP 502）');
    });

    it('with the server message when a 503 carries an envelope', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => ({ status: 503, body: errorEnvelope(503, '系统维护中') })));
      const { client } = setup();

      expect(await getOverview(client)).toEqual({ ok: false, kind: 'http', msg: '系统维护中', statusCode: 503, code: 503 });
    });

    it('with kind bad-response for unparsable JSON', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => malformedJsonReply(200)));
      const { client } = setup();

      const result = await getOverview(client);

      expect(result).toEqual({ ok: false, kind: 'bad-response', msg: '', statusCode: 200, code: null });
      expect(() => unwrap(result)).toThrow('服务器返回了无法识别的数据');
    });

    it('with kind bad-response for JSON that is not an envelope', async () => {
      server.use(portalHandler('get', '/api/home/overview', () => HttpResponse.json([1, 2, 3])));
      const { client } = setup();

      expect(await getOverview(client)).toMatchObject({ ok: false, kind: 'bad-response', statusCode: 200 });
    });

    it('with kind timeout when the answer takes longer than timeoutMs', async () => {
      server.use(
        portalHandler('get', '/api/home/overview', async () => {
          await delay(2_000);
          return { status: 200, body: okEnvelope(buildHomeOverview()) };
        }),
      );
      const { client } = setup({ timeoutMs: 30 });

      const result = await getOverview(client);

      expect(result).toEqual({ ok: false, kind: 'timeout', msg: '', statusCode: 0, code: null });
      expect(() => unwrap(result)).toThrow('请求超时，请稍后重试');
    });
  });

  describe('cancellation', () => {
    it('rejects with an AbortError-like ApiError and no toast', async () => {
      let started: () => void = () => undefined;
      const requestStarted = new Promise<void>((resolve) => {
        started = resolve;
      });
      server.use(
        portalHandler('get', '/api/home/overview', async () => {
          started();
          await delay(2_000);
          return { status: 500, body: errorEnvelope(500, '不应出现') };
        }),
      );
      const { client, notify, onExpired } = setup();
      const controller = new AbortController();

      const pending = getOverview(client, controller.signal);
      await requestStarted;
      controller.abort();

      const error = await pending.then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'cancelled', name: 'AbortError' });
      expect(notify).not.toHaveBeenCalled();
      expect(onExpired).not.toHaveBeenCalled();
    });

    it('rejects at once for an already aborted signal without sending', async () => {
      const seen = captureOverview();
      const { client } = setup();

      await expect(getOverview(client, AbortSignal.abort())).rejects.toMatchObject({ kind: 'cancelled' });
      expect(seen).toHaveLength(0);
    });
  });
});

describe('fetch resolution', () => {
  it('looks up globalThis.fetch at request time', async () => {
    const { client } = setup();
    const replacement = vi.fn(async () => Response.json(okEnvelope(buildHomeOverview())));
    vi.stubGlobal('fetch', replacement);

    const result = await getOverview(client);

    expect(result.ok).toBe(true);
    expect(replacement).toHaveBeenCalledTimes(1);
  });

  it('uses an injected fetch', async () => {
    const injected = vi.fn(async (_input: RequestInfo | URL) => Response.json(okEnvelope(buildHomeOverview())));
    const { client } = setup({ fetch: injected });

    await getOverview(client);

    const request = injected.mock.calls[0]?.[0];
    expect(request).toBeInstanceOf(Request);
    expect((request as Request).url).toBe(`${DEFAULT_CONFIG.portalApiBase}/api/home/overview`);
  });
});
