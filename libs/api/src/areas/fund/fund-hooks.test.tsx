// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { okEnvelope, portalHandler, testQueryClient, apiTestWrapper } from '../../testing';
import { buildContentPage } from '../policy/testing';
import { useCreateFinancingApplication } from './create-financing-application';
import { useFundsById } from './get-fund';
import { normalizeFundQuery, useFunds } from './get-funds';
import { financingKeys, fundKeys } from './keys';
import { buildFinancingApplication, buildFundDetail, buildFundSummary } from './testing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('fund requests', () => {
  it('keeps products public and applications under the account', () => {
    expect(fundKeys.detail(3)).toEqual(['portal', 'fund', 'detail', 3]);
    expect(financingKeys.detail(3)).toEqual(['portal', 'user', 'financing', 'detail', 3]);
    expect(normalizeFundQuery({ keyword: ' 科创 ', guarantee: 'credit' })).toEqual({ pageNum: 1, pageSize: 10, keyword: '科创', guarantee: 'credit' });
  });

  it('sends every filter of the list', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      portalHandler('get', '/api/fund/list', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return { status: 200, body: okEnvelope(buildContentPage([buildFundSummary()])) };
      }),
    );
    const { result } = renderHook(() => useFunds({ query: { guarantee: 'ipPledge', tag: '科创贷', provider: '杭州银行', amount: 300, rate: 4, term: 24, orderBy: 'rate' } }), {
      wrapper: apiTestWrapper(),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({ pageNum: '1', pageSize: '10', guarantee: 'ipPledge', tag: '科创贷', provider: '杭州银行', amount: '300', rate: '4', term: '24', orderBy: 'rate' });
  });

  it('loads the compared products one detail each', async () => {
    server.use(portalHandler('get', '/api/fund/{id}', ({ params }) => ({ status: 200, body: okEnvelope(buildFundDetail({ id: Number(params.id), name: `产品${params.id}` })) })));
    const { result } = renderHook(() => useFundsById([3, 8]), { wrapper: apiTestWrapper() });
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(result.current.map((query) => query.data?.name)).toEqual(['产品3', '产品8']);
  });

  it('posts an application and refreshes the applications and the product', async () => {
    const queryClient = testQueryClient();
    let sent: unknown;
    server.use(
      portalHandler('post', '/api/fund/applications', async ({ request }) => {
        sent = await request.json();
        return { status: 200, body: okEnvelope(buildFinancingApplication({ id: 9 })) };
      }),
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useCreateFinancingApplication(), { wrapper: apiTestWrapper(queryClient) });
    const body = { productId: 5, amount: 200, termMonths: 12, purpose: '购置数控加工中心两台', contactName: '陈思远', contactPhone: '13800138000' };
    await act(() => result.current.mutateAsync(body));
    expect(sent).toEqual(body);
    expect(queryClient.getQueryData(financingKeys.detail(9))).toMatchObject({ id: 9 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: financingKeys.all() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: fundKeys.detail(5) });
  });
});
