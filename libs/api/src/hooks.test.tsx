// @vitest-environment happy-dom
import { createSessionStore } from '@smes/session';
import type { SessionStore } from '@smes/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DECLARATION_QUERY, useDeclarationProjects } from './areas/declaration/get-declaration-projects';
import { usePortalClient } from './provider/use-api';
import { portalKeys, ssoKeys } from './query-keys';
import { useRecordVisit } from './areas/report/record-visit';
import {
  buildDeclarationPage,
  buildDeclarationProjects,
  buildLoginResult,
  buildUserInfo,
  errorEnvelope,
  networkError,
  okEnvelope,
  portalHandler,
  apiTestProviders,
  testQueryClient,
} from './testing';
import { useUserInfo } from './areas/user/get-user-info';
import { useLogin } from './areas/user/login';
import { useLogout } from './areas/user/logout';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
});

function setup() {
  const store: SessionStore = createSessionStore({ eventTarget: null });
  const queryClient = testQueryClient();
  const notify = vi.fn();
  const onExpired = vi.fn();
  const { Wrapper } = apiTestProviders({ queryClient, store, notify, onExpired });
  return { store, queryClient, notify, onExpired, Wrapper };
}

describe('ApiProvider', () => {
  it('is required by the client hooks', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePortalClient())).toThrow('usePortalClient must be used inside <ApiProvider>.');
  });

  it('keeps the same clients across re-renders', () => {
    const { Wrapper } = setup();
    const { result, rerender } = renderHook(() => usePortalClient(), { wrapper: Wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('useLogin', () => {
  it('posts the credentials form-encoded and signs in with the token and the user info', async () => {
    const bodies: string[] = [];
    server.use(
      portalHandler('post', '/api/v1/user/login', async ({ request }) => {
        bodies.push(await request.text());
        return { status: 200, body: okEnvelope(buildLoginResult({ token: 'fresh-token' })) };
      }),
    );
    const { store, Wrapper } = setup();
    const { result } = renderHook(() => useLogin(), { wrapper: Wrapper });

    await act(() => result.current.mutateAsync({ username: '13800138000', password: 'secret' }));

    expect(bodies).toEqual(['username=13800138000&password=secret']);
    expect(store.getToken()).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem('userinfo') ?? 'null')).toMatchObject({ phone: '13800138000', userId: 7 });
  });

  it('surfaces the server message and stores nothing on wrong credentials', async () => {
    server.use(portalHandler('post', '/api/v1/user/login', () => ({ status: 401, body: errorEnvelope(401, '账号或密码错误') })));
    const { store, Wrapper } = setup();
    const { result } = renderHook(() => useLogin(), { wrapper: Wrapper });

    act(() => result.current.mutate({ username: 'a', password: 'b' }));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('账号或密码错误');
    expect(store.getToken()).toBeNull();
  });
});

describe('useLogout', () => {
  it('calls the API with the token, signs out and drops the account cache', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      portalHandler('post', '/api/v1/user/logout', ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return { status: 200, body: okEnvelope(null) };
      }),
    );
    const { store, queryClient, Wrapper } = setup();
    store.setToken('old-token');
    store.setSsoToken('old-sso');
    queryClient.setQueryData(portalKeys.userInfo(), buildUserInfo());
    queryClient.setQueryData(ssoKeys.personalOrganizations(), { data: [], total: 0 });
    queryClient.setQueryData(portalKeys.homeOverview(), { declarationTotal: 1 });
    const { result } = renderHook(() => useLogout(), { wrapper: Wrapper });

    const outcome = await act(() => result.current.mutateAsync());

    expect(outcome).toEqual({ serverConfirmed: true });
    expect(authorizations).toEqual(['Bearer old-token']);
    expect(localStorage.length).toBe(0);
    expect(queryClient.getQueryData(portalKeys.userInfo())).toBeUndefined();
    expect(queryClient.getQueryData(ssoKeys.personalOrganizations())).toBeUndefined();
    expect(queryClient.getQueryData(portalKeys.homeOverview())).toEqual({ declarationTotal: 1 });
  });

  it.each([
    ['a network failure', () => networkError()],
    ['an expired token', () => ({ status: 444 as const, body: errorEnvelope(444, 'token已过期，请重新登录') })],
    ['a server error', () => ({ status: 500 as const, body: errorEnvelope(500, '注销失败') })],
  ])('signs out after %s without the expiry flow or a toast', async (_label, reply) => {
    server.use(portalHandler('post', '/api/v1/user/logout', reply));
    const { store, notify, onExpired, Wrapper } = setup();
    store.setToken('old-token');
    const { result } = renderHook(() => useLogout(), { wrapper: Wrapper });

    const outcome = await act(() => result.current.mutateAsync());

    expect(outcome).toEqual({ serverConfirmed: false });
    expect(store.getToken()).toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('useUserInfo', () => {
  it('stays idle while logged out', () => {
    const { Wrapper } = setup();
    const { result } = renderHook(() => useUserInfo(), { wrapper: Wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });

  it('loads the user when logged in and stores it as userinfo with the phone', async () => {
    server.use(portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ phone: '13912345678' })) })));
    const { store, Wrapper } = setup();
    store.setToken('t');
    store.setUserInfo({ userId: 7 });
    const { result } = renderHook(() => useUserInfo(), { wrapper: Wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(result.current.data?.phone).toBe('13912345678');
    expect(store.getUserInfo()).toMatchObject({ phone: '13912345678', nickName: '张经理' });
  });

  it('leaves phone out of userinfo rather than storing null', async () => {
    server.use(portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ phone: null })) })));
    const { store, Wrapper } = setup();
    store.setToken('t');
    const { result } = renderHook(() => useUserInfo(), { wrapper: Wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(JSON.parse(localStorage.getItem('userinfo') ?? '{}')).not.toHaveProperty('phone');
  });
});

describe('useRecordVisit', () => {
  it('reports the title and returns a stable callback', async () => {
    const types: string[] = [];
    server.use(
      portalHandler('post', '/api/report/view/record', async ({ request }) => {
        types.push(new URLSearchParams(await request.text()).get('type') ?? '');
        return { status: 200, body: okEnvelope(null) };
      }),
    );
    const { Wrapper } = setup();
    const { result, rerender } = renderHook(() => useRecordVisit(), { wrapper: Wrapper });
    const first = result.current;

    rerender();
    result.current('申报项目');

    expect(result.current).toBe(first);
    await waitFor(() => expect(types).toEqual(['申报项目']));
  });

  it('swallows failures without a toast', async () => {
    let answered = 0;
    server.use(
      portalHandler('post', '/api/report/view/record', () => {
        answered += 1;
        return { status: 500, body: errorEnvelope(500, '记录失败') };
      }),
    );
    const { notify, onExpired, Wrapper } = setup();
    const { result } = renderHook(() => useRecordVisit(), { wrapper: Wrapper });

    result.current('首页');

    await waitFor(() => expect(answered).toBe(1));
    await delay(20);
    expect(notify).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('still runs the expiry flow on 444', async () => {
    server.use(portalHandler('post', '/api/report/view/record', () => ({ status: 444, body: errorEnvelope(444, 'token已过期，请重新登录') })));
    const { onExpired, Wrapper } = setup();
    const { result } = renderHook(() => useRecordVisit(), { wrapper: Wrapper });

    result.current('找政策');

    await waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1));
  });
});

describe('useDeclarationProjects', () => {
  it('asks with the default query and keeps the previous page while the next one loads', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      portalHandler('get', '/api/gDeclaraManage/list', async ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(params);
        if (params['pageNum'] === '2') {
          await delay(50);
        }
        const pageNum = Number(params['pageNum']);
        return { status: 200, body: okEnvelope(buildDeclarationPage(buildDeclarationProjects(1, { id: pageNum }), { total: 11, pageNum })) };
      }),
    );
    const { Wrapper } = setup();
    const { result, rerender } = renderHook(({ pageNum }: { pageNum: number }) => useDeclarationProjects({ query: { pageNum } }), {
      wrapper: Wrapper,
      initialProps: { pageNum: 1 },
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queries[0]).toEqual({ pageNum: '1', pageSize: '10', orderByColumn: 'create_time', isAsc: 'desc' });
    expect(DEFAULT_DECLARATION_QUERY).toEqual({ pageNum: 1, pageSize: 10, orderByColumn: 'create_time', isAsc: 'desc' });

    rerender({ pageNum: 2 });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.pageNum).toBe(1);

    await waitFor(() => expect(result.current.data?.pageNum).toBe(2));
    expect(result.current.isPlaceholderData).toBe(false);
  });
});
