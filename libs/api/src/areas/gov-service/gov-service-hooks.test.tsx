// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelope, portalHandler, apiTestWrapper } from '../../testing';
import { buildContentPage } from '../policy/testing';
import { useAddGovServiceFavorite } from './add-gov-service-favorite';
import { useGovService } from './get-gov-service';
import { normalizeGovServiceQuery, useGovServices } from './get-gov-services';
import { govServiceKeys } from './keys';
import { buildGovServiceDetail, buildGovServiceSummary } from './testing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('政务服务 requests', () => {
  it('keeps the area under the account (its answers carry the viewer’s 收藏) and one entry per equal search', () => {
    expect(govServiceKeys.detail(3)).toEqual(['portal', 'user', 'gov-service', 'detail', 3]);
    expect(normalizeGovServiceQuery({ keyword: ' 注销 ', topic: 'change' })).toEqual({ pageNum: 1, pageSize: 10, keyword: '注销', topic: 'change' });
  });

  it('sends the topic, department, region, keyword and favorite filters', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      portalHandler('get', '/api/gov-service/list', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return { status: 200, body: okEnvelope(buildContentPage([buildGovServiceSummary()])) };
      }),
    );
    const query = { topic: 'tax', department: 'tax', regionCode: '330200', keyword: '发票', favorite: true } as const;
    const { result } = renderHook(() => useGovServices({ query }), { wrapper: apiTestWrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(seen[0] ?? [])).toMatchObject({ topic: 'tax', department: 'tax', regionCode: '330200', keyword: '发票', favorite: 'true' });
  });

  it('收藏 shows on the open guide at once and refetches the lists', async () => {
    let listCalls = 0;
    let detailCalls = 0;
    server.use(
      // The list first: its path would also match {id}.
      portalHandler('get', '/api/gov-service/list', () => {
        listCalls += 1;
        return { status: 200, body: okEnvelope(buildContentPage([buildGovServiceSummary({ id: 7 })])) };
      }),
      portalHandler('get', '/api/gov-service/{id}', () => {
        detailCalls += 1;
        return { status: 200, body: okEnvelope(buildGovServiceDetail({ id: 7 })) };
      }),
      portalHandler('post', '/api/gov-service/{id}/favorite', ({ params }) => ({ status: 200, body: okEnvelope({ serviceId: Number(params.id), favorite: true }) })),
    );
    const Wrapper = apiTestWrapper();
    const detail = renderHook(() => useGovService(7), { wrapper: Wrapper });
    const list = renderHook(() => useGovServices(), { wrapper: Wrapper });
    await waitFor(() => expect(detail.result.current.data?.favorite).toBe(false));
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const add = renderHook(() => useAddGovServiceFavorite(), { wrapper: Wrapper });
    await act(() => add.result.current.mutateAsync(7));
    // The query cache tells its observers on the next tick, so the hook's value is awaited; that the guide was not
    // asked for again shows the 收藏 came from the mutation's answer, not from a refetch.
    await waitFor(() => expect(detail.result.current.data?.favorite).toBe(true));
    expect(detailCalls).toBe(1);
    await waitFor(() => expect(listCalls).toBe(2));
  });
});
