// @vitest-environment happy-dom
import { DEFAULT_CONFIG } from '@smes/config';
import { createSessionStore } from '@smes/session';
import type { SessionStore } from '@smes/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../core/portal-client';
import { errorEnvelope, okEnvelope, portalHandler, apiTestProviders, testQueryClient } from '../../testing';
import { normalizeMessageQuery, useMessages } from './get-messages';
import { useSubscription } from './get-subscription';
import { UNREAD_COUNT_REFRESH_MS, unreadMessageCountQueryOptions, useUnreadMessageCount } from './get-unread-message-count';
import { subscriptionKeys } from './keys';
import { useMarkAllMessagesRead } from './mark-all-messages-read';
import { useMarkMessageRead } from './mark-message-read';
import { buildMessage, buildMessagePage, buildMessages, buildSubscription } from './testing';
import { useUpdateSubscription } from './update-subscription';

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
  const notify = vi.fn();
  const { Wrapper } = apiTestProviders({ queryClient, store, notify });
  return { store, queryClient, notify, Wrapper };
}

describe('subscriptionKeys', () => {
  it('keeps everything under the account so logout clears it, messages under one prefix', () => {
    expect(subscriptionKeys.subscription()).toEqual(['portal', 'user', 'subscription']);
    expect(subscriptionKeys.unreadCount()).toEqual(['portal', 'user', 'message', 'unread-count']);
    expect(subscriptionKeys.messageList({ pageNum: 2, read: false })).toEqual(['portal', 'user', 'message', 'list', { pageNum: 2, read: false }]);
  });
});

describe('normalizeMessageQuery', () => {
  it('fills in page 1 of 10 and leaves out an absent read filter', () => {
    expect(normalizeMessageQuery()).toEqual({ pageNum: 1, pageSize: 10 });
    expect(normalizeMessageQuery({ read: undefined, pageNum: 3 })).toEqual({ pageNum: 3, pageSize: 10 });
    expect(normalizeMessageQuery({ read: true })).toEqual({ pageNum: 1, pageSize: 10, read: true });
  });
});

describe('useSubscription', () => {
  it('stays idle while logged out', () => {
    const { Wrapper } = setup({ loggedIn: false });
    const { result } = renderHook(() => useSubscription(), { wrapper: Wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('loads the subscription with the Bearer token', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      portalHandler('get', '/api/subscription', ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return { status: 200, body: okEnvelope(buildSubscription({ categories: ['科技创新'] })) };
      }),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => useSubscription(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data?.categories).toEqual(['科技创新']));
    expect(authorizations).toEqual(['Bearer portal-token']);
  });
});

describe('useUpdateSubscription', () => {
  it('sends JSON and puts the saved subscription in the cache', async () => {
    const bodies: { contentType: string | null; body: unknown }[] = [];
    server.use(
      portalHandler('put', '/api/subscription', async ({ request }) => {
        const body = (await request.json()) as ReturnType<typeof buildSubscription>;
        bodies.push({ contentType: request.headers.get('Content-Type'), body });
        return { status: 200, body: okEnvelope(body) };
      }),
    );
    const { queryClient, Wrapper } = setup();
    const { result } = renderHook(() => useUpdateSubscription(), { wrapper: Wrapper });
    const wanted = buildSubscription({ categories: ['财政补贴'], regionCodes: ['330100'], industries: ['C'], notifyNotices: false });

    await act(() => result.current.mutateAsync(wanted));

    expect(bodies[0]?.contentType).toContain('application/json');
    expect(bodies[0]?.body).toEqual(wanted);
    expect(queryClient.getQueryData(subscriptionKeys.subscription())).toEqual(wanted);
  });

  it('rejects with the server message on a 400', async () => {
    server.use(portalHandler('put', '/api/subscription', () => ({ status: 400, body: errorEnvelope(400, '订阅地区最多 20 个') })));
    const { Wrapper } = setup();
    const { result } = renderHook(() => useUpdateSubscription(), { wrapper: Wrapper });
    act(() => result.current.mutate(buildSubscription()));
    await waitFor(() => expect(result.current.error?.message).toBe('订阅地区最多 20 个'));
  });
});

describe('useMessages', () => {
  it('asks for one page with the read filter', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      portalHandler('get', '/api/message/list', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return { status: 200, body: okEnvelope(buildMessagePage(buildMessages(2), { total: 12 })) };
      }),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => useMessages({ query: { read: false } }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data?.total).toBe(12));
    expect(queries).toEqual([{ pageNum: '1', pageSize: '10', read: 'false' }]);
  });
});

describe('useUnreadMessageCount', () => {
  it('answers the count', async () => {
    server.use(portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 4 }) })));
    const { Wrapper } = setup();
    const { result } = renderHook(() => useUnreadMessageCount(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toBe(4));
  });

  it('asks nothing when not enabled or logged out', () => {
    // The session store persists to localStorage, so the anonymous case goes first.
    const anonymous = setup({ loggedIn: false });
    expect(renderHook(() => useUnreadMessageCount(), { wrapper: anonymous.Wrapper }).result.current.fetchStatus).toBe('idle');
    const disabled = setup();
    expect(renderHook(() => useUnreadMessageCount({ enabled: false }), { wrapper: disabled.Wrapper }).result.current.fetchStatus).toBe('idle');
  });

  it('polls every minute while visible, refreshes on focus, and never toasts a failed poll', async () => {
    const client = createPortalClient({ baseUrl: DEFAULT_CONFIG.portalApiBase, getToken: () => 't', onExpired: vi.fn(), notify: vi.fn() });
    const options = unreadMessageCountQueryOptions(client);
    expect(options.refetchInterval).toBe(UNREAD_COUNT_REFRESH_MS);
    expect(UNREAD_COUNT_REFRESH_MS).toBe(60_000);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnWindowFocus).toBe('always');

    server.use(portalHandler('get', '/api/message/unread-count', () => ({ status: 500, body: errorEnvelope(500, '服务繁忙') })));
    const { notify, Wrapper } = setup();
    const { result } = renderHook(() => useUnreadMessageCount(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('useMarkMessageRead', () => {
  it('marks the cached message read at once and refreshes lists and count', async () => {
    const readIds: string[] = [];
    let unread = 2;
    server.use(
      portalHandler('post', '/api/message/{id}/read', ({ params }) => {
        readIds.push(String(params.id));
        unread -= 1;
        return { status: 200, body: okEnvelope(null) };
      }),
      portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: unread }) })),
      portalHandler('get', '/api/message/list', () => ({
        status: 200,
        body: okEnvelope(buildMessagePage([buildMessage({ id: 5, read: true }), buildMessage({ id: 6 })])),
      })),
    );
    const { queryClient, Wrapper } = setup();
    const { result } = renderHook(() => ({ count: useUnreadMessageCount(), list: useMessages(), markRead: useMarkMessageRead() }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.count.data).toBe(2));
    await waitFor(() => expect(result.current.list.data?.rows).toHaveLength(2));
    queryClient.setQueryData(subscriptionKeys.messageList(normalizeMessageQuery()), buildMessagePage([buildMessage({ id: 5 }), buildMessage({ id: 6 })]));

    act(() => result.current.markRead.mutate(5));

    await waitFor(() => expect(result.current.list.data?.rows.find((message) => message.id === 5)?.read).toBe(true));
    await waitFor(() => expect(result.current.count.data).toBe(1));
    expect(readIds).toEqual(['5']);
  });
});

describe('useMarkAllMessagesRead', () => {
  it('zeroes the count and refetches it', async () => {
    let unread = 3;
    let countRequests = 0;
    server.use(
      portalHandler('post', '/api/message/read-all', () => {
        unread = 0;
        return { status: 200, body: okEnvelope(null) };
      }),
      portalHandler('get', '/api/message/unread-count', () => {
        countRequests += 1;
        return { status: 200, body: okEnvelope({ count: unread }) };
      }),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => ({ count: useUnreadMessageCount(), readAll: useMarkAllMessagesRead() }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.count.data).toBe(3));

    await act(() => result.current.readAll.mutateAsync());

    expect(result.current.count.data).toBe(0);
    await waitFor(() => expect(countRequests).toBe(2));
  });
});
