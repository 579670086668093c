// @vitest-environment happy-dom
import { createSessionStore } from '@smes/session';
import type { SessionStore } from '@smes/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '../../core/api-error';
import { errorEnvelope, okEnvelope, portalHandler, apiTestProviders, testQueryClient } from '../../testing';
import { useCancelRegistration } from './cancel-registration';
import { normalizeActivityQuery, useActivities } from './get-activities';
import { useActivity } from './get-activity';
import { useMyRegistrations } from './get-my-registrations';
import { activityKeys } from './keys';
import { useRegisterActivity } from './register-activity';
import { buildActivityDetail, buildActivityList, buildActivityRegistration, buildActivitySummary } from './testing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
});

function setup() {
  const store: SessionStore = createSessionStore({ eventTarget: null });
  store.setToken('portal-token');
  const queryClient = testQueryClient();
  const { Wrapper } = apiTestProviders({ queryClient, store });
  return { Wrapper };
}

const INPUT = { contactName: '王晓明', contactPhone: '13800138000', enterpriseName: '杭州云栖智造科技有限公司', attendees: 1 };

describe('activityKeys', () => {
  it('keeps the list public and a detail (it carries the viewer’s registration) and the registrations under the account', () => {
    expect(activityKeys.list({ pageNum: 1, pageSize: 10 })).toEqual(['portal', 'activity', 'list', { pageNum: 1, pageSize: 10 }]);
    expect(activityKeys.detail(3)).toEqual(['portal', 'user', 'activity', 'detail', 3]);
    expect(activityKeys.registrations({ pageNum: 1 })).toEqual(['portal', 'user', 'activity', 'registrations', { pageNum: 1 }]);
    expect(normalizeActivityQuery({ keyword: ' 路演 ', type: 'roadshow', regionName: '' })).toEqual({ pageNum: 1, pageSize: 10, keyword: '路演', type: 'roadshow' });
  });
});

describe('activity requests', () => {
  it('sends the filters, registers, and reads the seats and the registration again afterwards', async () => {
    const queries: string[] = [];
    let seatsLeft = 1;
    let registered = false;
    server.use(
      portalHandler('get', '/api/activity/list', ({ request }) => {
        queries.push(new URL(request.url).search);
        return { status: 200, body: okEnvelope(buildActivityList([buildActivitySummary({ seatsLeft })])) };
      }),
      portalHandler('get', '/api/activity/{id}', () => ({
        status: 200,
        body: okEnvelope(buildActivityDetail({ seatsLeft, status: seatsLeft > 0 ? 'open' : 'full', myRegistration: registered ? { id: 7, attendees: 1, createdAt: '2026-11-24T02:00:00.000Z' } : null })),
      })),
      portalHandler('post', '/api/activity/{id}/registrations', async ({ request }) => {
        expect(await request.json()).toEqual(INPUT);
        seatsLeft = 0;
        registered = true;
        return { status: 200, body: okEnvelope(buildActivityRegistration()) };
      }),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(
      () => ({ list: useActivities({ query: { type: 'policy', mode: 'offline', status: 'open', regionName: '杭州市' } }), detail: useActivity(1), register: useRegisterActivity() }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.detail.data?.seatsLeft).toBe(1));
    expect(queries[0]).toBe('?pageNum=1&pageSize=10&type=policy&mode=offline&status=open&regionName=%E6%9D%AD%E5%B7%9E%E5%B8%82');
    await act(async () => {
      await result.current.register.mutateAsync({ activityId: 1, input: INPUT });
    });
    await waitFor(() => expect(result.current.detail.data).toMatchObject({ status: 'full', myRegistration: { id: 7 } }));
    await waitFor(() => expect(result.current.list.data?.rows[0]?.seatsLeft).toBe(0));
  });

  it('reports a refused registration as an error with the server’s message', async () => {
    server.use(portalHandler('post', '/api/activity/{id}/registrations', () => ({ status: 409, body: errorEnvelope(409, '名额已满，报名已关闭') })));
    const { Wrapper } = setup();
    const { result } = renderHook(() => useRegisterActivity(), { wrapper: Wrapper });
    let caught: unknown;
    await act(async () => {
      await result.current.mutateAsync({ activityId: 1, input: INPUT }).catch((error: unknown) => {
        caught = error;
      });
    });
    expect(isApiError(caught) && caught.message).toBe('名额已满，报名已关闭');
  });

  it('cancels a registration and reads my registrations again', async () => {
    let status: 'registered' | 'cancelled' = 'registered';
    server.use(
      portalHandler('get', '/api/activity/registrations/mine', () => ({ status: 200, body: okEnvelope({ rows: [buildActivityRegistration({ status })], total: 1, pageNum: 1, pageSize: 10 }) })),
      portalHandler('post', '/api/activity/registrations/{id}/cancel', ({ params }) => {
        expect(params['id']).toBe('7');
        status = 'cancelled';
        return { status: 200, body: okEnvelope(buildActivityRegistration({ status })) };
      }),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => ({ mine: useMyRegistrations(), cancel: useCancelRegistration() }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.mine.data?.rows[0]?.status).toBe('registered'));
    await act(async () => {
      await result.current.cancel.mutateAsync(7);
    });
    await waitFor(() => expect(result.current.mine.data?.rows[0]?.status).toBe('cancelled'));
  });
});
