// @vitest-environment happy-dom
import { DEFAULT_CONFIG } from '@smes/config';
import { createSessionStore } from '@smes/session';
import type { SessionStore } from '@smes/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okEnvelope, portalHandler, apiTestProviders, testQueryClient } from '../../testing';
import { feedUrl, useCreateFeedSecret } from './create-feed-secret';
import { useFollowWindow } from './follow-window';
import { normalizeCalendarQuery, useCalendarWindows } from './get-calendar-windows';
import { useFollowedWindows } from './get-followed-windows';
import { calendarKeys } from './keys';
import { buildCalendarWindow, buildCalendarWindowList } from './testing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
});

function setup({ loggedIn = true } = {}) {
  const store: SessionStore = createSessionStore({ eventTarget: null });
  if (loggedIn) store.setToken('portal-token');
  const queryClient = testQueryClient();
  const { Wrapper } = apiTestProviders({ queryClient, store });
  return { queryClient, Wrapper };
}

describe('calendarKeys', () => {
  it('keeps the calendar under the account (its answers carry 已关注 and 为你推荐), windows and follows under one prefix', () => {
    expect(calendarKeys.windows({ from: '2026-11-01', to: '2026-11-30' })).toEqual(['portal', 'user', 'calendar', 'windows', { from: '2026-11-01', to: '2026-11-30' }]);
    expect(calendarKeys.follows()).toEqual(['portal', 'user', 'calendar', 'follows']);
  });

  it('drops empty filters so equal views share a cache entry', () => {
    expect(normalizeCalendarQuery({ from: '2026-11-01', to: '2026-11-30', dept: '', level: undefined })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});

describe('useCalendarWindows and useFollowWindow', () => {
  it('asks for the range and filters, and refetches the windows after a follow', async () => {
    const queries: string[] = [];
    let followed = false;
    server.use(
      portalHandler('get', '/api/calendar/windows', ({ request }) => {
        queries.push(new URL(request.url).search);
        return { status: 200, body: okEnvelope(buildCalendarWindowList([buildCalendarWindow({ noticeId: 7, followed })])) };
      }),
      portalHandler('post', '/api/calendar/follows/{id}', ({ params }) => {
        followed = true;
        return { status: 200, body: okEnvelope({ noticeId: Number(params['id']), followed: true }) };
      }),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(
      () => ({ windows: useCalendarWindows({ query: { from: '2026-11-01', to: '2026-11-30', level: 'municipal', dept: '' } }), follow: useFollowWindow() }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.windows.data?.windows[0]?.followed).toBe(false));
    expect(queries[0]).toBe('?from=2026-11-01&to=2026-11-30&level=municipal');
    await act(async () => {
      await result.current.follow.mutateAsync(7);
    });
    await waitFor(() => expect(result.current.windows.data?.windows[0]?.followed).toBe(true));
  });
});

describe('useFollowedWindows', () => {
  it('stays idle while logged out', () => {
    const { Wrapper } = setup({ loggedIn: false });
    const { result } = renderHook(() => useFollowedWindows(), { wrapper: Wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });
});

describe('useCreateFeedSecret', () => {
  it('answers the full address on the portal API host, shown once', async () => {
    server.use(
      portalHandler('post', '/api/calendar/feed-secret', () => ({
        status: 200,
        body: okEnvelope({ path: `/api/calendar/feed/${'a'.repeat(43)}.ics`, createdAt: '2026-11-24T04:00:00.000Z' }),
      })),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => useCreateFeedSecret(), { wrapper: Wrapper });
    let answer: { url: string } | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync();
    });
    expect(answer?.url).toBe(`${DEFAULT_CONFIG.portalApiBase}/api/calendar/feed/${'a'.repeat(43)}.ics`);
    expect(feedUrl('https://gw.example.cn/portal/', '/api/calendar/feed/x.ics')).toBe('https://gw.example.cn/portal/api/calendar/feed/x.ics');
  });
});
