// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorEnvelope, okEnvelope, portalHandler, testQueryClient, apiTestWrapper } from '../../testing';
import { useChangeDemand } from './change-demand';
import { normalizeDemandQuery, useDemands } from './get-demands';
import { marketKeys } from './keys';
import { useSaveDemand } from './save-demand';
import { buildDemandRecordDetail, buildDemandSummary } from './testing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('market requests', () => {
  it('keeps the public list public and the viewer-dependent views under the account', () => {
    expect(marketKeys.demandList({})).toEqual(['portal', 'market', 'demands', {}]);
    expect(marketKeys.demandDetail(3)).toEqual(['portal', 'user', 'market', 'demand', 3]);
    expect(marketKeys.myDetail(3).slice(0, 2)).toEqual(['portal', 'user']);
    expect(marketKeys.queueDetail(3).slice(0, 2)).toEqual(['portal', 'user']);
    expect(normalizeDemandQuery({ keyword: ' 高企 ', type: 'purchase' })).toEqual({ pageNum: 1, pageSize: 10, keyword: '高企', type: 'purchase' });
  });

  it('sends every filter of the list', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      portalHandler('get', '/api/market/demands', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return { status: 200, body: okEnvelope({ rows: [buildDemandSummary()], total: 1, pageNum: 1, pageSize: 10 }) };
      }),
    );
    const query = { type: 'technology', industry: 'C', regionCode: '330100', status: 'open', budget: '10to50', keyword: '视觉' } as const;
    const { result } = renderHook(() => useDemands({ query }), { wrapper: apiTestWrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(seen[0]?.entries() ?? [])).toEqual({ pageNum: '1', pageSize: '10', ...query });
  });

  it('creates with POST and edits with PUT, the input as JSON', async () => {
    const bodies: { method: string; body: unknown }[] = [];
    const answer = buildDemandRecordDetail();
    server.use(
      portalHandler('post', '/api/market/my-demands', async ({ request }) => {
        bodies.push({ method: 'POST', body: await request.json() });
        return { status: 200, body: okEnvelope(answer) };
      }),
      portalHandler('put', '/api/market/my-demands/{id}', async ({ request }) => {
        bodies.push({ method: 'PUT', body: await request.json() });
        return { status: 200, body: okEnvelope(answer) };
      }),
    );
    const { result } = renderHook(() => useSaveDemand(), { wrapper: apiTestWrapper() });
    const demand = { type: 'purchase', title: '采购激光打标机 6 台', description: '用于不锈钢铭牌打标，幅面 300 mm，含安装调试和操作培训。', budgetMin: null, budgetMax: null, regionCode: '330110', industry: 'C', deadline: '2027-01-10', contactName: '周思远', contactPhone: '13800138000', submit: false } as const;
    await act(() => result.current.mutateAsync({ demand }));
    await act(() => result.current.mutateAsync({ id: 301, demand: { ...demand, submit: true } }));
    expect(bodies).toEqual([
      { method: 'POST', body: demand },
      { method: 'PUT', body: { ...demand, submit: true } },
    ]);
  });

  it('sends the accepted response with the status the screen showed, and refetches the detail on a 409', async () => {
    const queryClient = testQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    let sent: unknown;
    server.use(
      portalHandler('post', '/api/market/my-demands/{id}/accept', async ({ request }) => {
        sent = await request.json();
        return { status: 409, body: { ...errorEnvelope(409, '需求已是“对接中”，请刷新后再操作'), data: buildDemandRecordDetail() } };
      }),
    );
    const { result } = renderHook(() => useChangeDemand(), { wrapper: apiTestWrapper(queryClient) });
    await act(async () => {
      await result.current.mutateAsync({ id: 301, action: 'accept', responseId: 41, expectedStatus: 'open' }).catch(() => undefined);
    });
    expect(sent).toEqual({ responseId: 41, expectedStatus: 'open' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: marketKeys.myDetail(301) });
  });
});
