import { apiTestProviders, buildOrganization, buildWiki, ssoError, ssoHandler, ssoOk, thinkList } from '@smes/api/testing';
import { createSessionStore } from '@smes/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotesHandoff } from './use-notes-handoff';
import type { UseNotesHandoffOptions } from './use-notes-handoff';

const server = setupServer();
let requestCount = 0;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', () => {
    requestCount += 1;
  });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  requestCount = 0;
  localStorage.clear();
});

function useChain(specialLoginDelayMs = 0) {
  server.use(
    ssoHandler('post', '/api/sso/user/specialLogin', async () => {
      await delay(specialLoginDelayMs);
      return { status: 200, body: ssoOk({ key: 'k-1' }) };
    }),
    ssoHandler('post', '/api/sso/user/getToken', () => ({ status: 200, body: ssoOk({ token: 't-1' }) })),
    ssoHandler('get', '/api/think/organization/list/personal', () => ({ status: 200, body: ssoOk(thinkList([buildOrganization()])) })),
    ssoHandler('get', '/api/think/wiki/list/all/{orgId}', () => ({ status: 200, body: ssoOk(thinkList([buildWiki()])) })),
  );
}

function setup(options: UseNotesHandoffOptions = {}) {
  const store = createSessionStore({ eventTarget: null });
  store.setToken('portal-token');
  store.setUserInfo({ phone: '13800138000' });
  const navigate = vi.fn<(url: string) => void>();
  const { Wrapper } = apiTestProviders({ store, notify: vi.fn(), onExpired: vi.fn() });
  const view = renderHook(() => useNotesHandoff({ navigate, ...options }), { wrapper: Wrapper });
  return { store, navigate, ...view };
}

describe('useNotesHandoff', () => {
  it('runs one chain for a double click and reports pending meanwhile', async () => {
    useChain(30);
    const { result, navigate } = setup({ redirectUrl: 'http://127.0.0.1:4200/findpolicy/DeclarationProjectDetail?id=5' });

    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.open(5);
      second = result.current.open(5);
    });
    expect(result.current.isPending).toBe(true);
    await act(() => Promise.all([first, second]));

    expect(requestCount).toBe(4);
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(navigate.mock.calls[0]?.[0] ?? '');
    expect(url.pathname).toBe('/app/org/org-1/wiki/wiki-1/materialwriting');
    expect(url.searchParams.get('redirect')).toBe('http://127.0.0.1:4200/findpolicy/DeclarationProjectDetail?id=5');
    expect(result.current).toMatchObject({ isPending: false, errorMessage: null });
  });

  it('defaults the redirect to the current page', async () => {
    useChain();
    window.history.replaceState(null, '', '/findpolicy/DeclarationProjectDetail?id=8');
    const { result, navigate } = setup();

    await act(() => result.current.open('8'));

    expect(new URL(navigate.mock.calls[0]?.[0] ?? '').searchParams.get('redirect')).toBe(window.location.href);
    window.history.replaceState(null, '', '/');
  });

  it('shows the failure message, and clears it when a new attempt starts', async () => {
    useChain();
    server.use(ssoHandler('post', '/api/sso/user/specialLogin', () => ({ status: 404, body: ssoError(404, '该手机号未开通协同文档') })));
    const { result, navigate } = setup();

    await act(() => result.current.open(1));
    expect(result.current.errorMessage).toBe('协同文档登录失败：该手机号未开通协同文档');
    expect(navigate).not.toHaveBeenCalled();

    server.resetHandlers();
    useChain();
    await act(() => result.current.open(1));
    expect(result.current.errorMessage).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('sends a logged-out user to the configured SSO login page without an error message', async () => {
    const { result, navigate, store } = setup();
    act(() => store.setToken(null));

    await act(() => result.current.open(1));

    const state = sessionStorage.getItem('sso_state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`http://127.0.0.1:3200/login?backUrl=http%3A%2F%2F127.0.0.1%3A4200%2Fhome%3FssoState%3D${state}`);
    expect(result.current.errorMessage).toBeNull();
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(requestCount).toBe(0);
    // The round trip comes back to the page the handoff started on.
    expect(JSON.parse(sessionStorage.getItem('sso_return') ?? 'null')).toEqual({ state, path: window.location.pathname });
  });

  it('names the reason of a failure, so the screen can offer 绑定手机号 for a missing phone', async () => {
    const { result, store } = setup();
    act(() => store.setUserInfo({ phone: '' }));
    await act(() => result.current.open(1));
    expect(result.current).toMatchObject({ errorMessage: '当前账号未绑定手机号，无法打开协同文档', errorReason: 'no-phone' });
    expect(requestCount).toBe(0);
  });
});
