// @vitest-environment happy-dom
import { createSessionStore } from '@smes/session';
import { act, cleanup, renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiTestProviders, buildUserInfo, errorEnvelope, okEnvelope, portalHandler, testQueryClient } from '../../testing';
import { useSessionCheckOnReturn } from './session-check-on-return';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
  server.resetHandlers();
});
afterAll(() => server.close());

function setup(token: string | null) {
  const store = createSessionStore({ eventTarget: null });
  if (token) store.setToken(token);
  const onExpired = vi.fn();
  const { Wrapper } = apiTestProviders({ queryClient: testQueryClient(), store, notify: vi.fn(), onExpired });
  return { onExpired, Wrapper };
}

const returnToWindow = () =>
  act(async () => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

describe('checking the session when the window comes back', () => {
  it('runs the expiry flow once when the session was ended in the other app (444), for focus and visibility together', async () => {
    const asked: string[] = [];
    server.use(
      portalHandler('get', '/api/v1/user/info', ({ request }) => {
        asked.push(request.headers.get('Authorization') ?? '');
        return { status: 444, body: errorEnvelope(444, '登录状态已失效，请重新登录') };
      }),
    );
    const { onExpired, Wrapper } = setup('ended-elsewhere');
    renderHook(() => useSessionCheckOnReturn(), { wrapper: Wrapper });
    expect(asked).toEqual([]);
    await returnToWindow();
    await vi.waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1));
    expect(asked).toEqual(['Bearer ended-elsewhere']);
  });

  it('leaves a live session alone, and asks nothing while signed out', async () => {
    let asked = 0;
    server.use(
      portalHandler('get', '/api/v1/user/info', () => {
        asked += 1;
        return { status: 200, body: okEnvelope(buildUserInfo()) };
      }),
    );
    const live = setup('live');
    const watching = renderHook(() => useSessionCheckOnReturn(), { wrapper: live.Wrapper });
    await returnToWindow();
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(live.onExpired).not.toHaveBeenCalled();
    watching.unmount();

    asked = 0;
    localStorage.clear();
    const signedOut = setup(null);
    renderHook(() => useSessionCheckOnReturn(0), { wrapper: signedOut.Wrapper });
    await returnToWindow();
    expect(asked).toBe(0);
  });
});
