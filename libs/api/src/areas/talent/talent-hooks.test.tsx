// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { okEnvelope, portalHandler, testQueryClient, apiTestWrapper } from '../../testing';
import { buildContentPage } from '../policy/testing';
import { useCreateTalentContract } from './create-talent-contract';
import { useMyTalentContracts } from './get-my-talent-contracts';
import { normalizeTalentQuery, useTalents } from './get-talents';
import { talentContractKeys, talentKeys } from './keys';
import { buildTalentContract, buildTalentSummary } from './testing';
import { useWithdrawTalentContract } from './withdraw-talent-contract';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('talent requests', () => {
  it('keeps profiles public and 签约意向 under the account', () => {
    expect(talentKeys.detail(3)).toEqual(['portal', 'talent', 'detail', 3]);
    expect(talentContractKeys.mine({ talentId: 3 })).toEqual(['portal', 'user', 'talentContract', 'mine', { talentId: 3 }]);
    expect(normalizeTalentQuery({ keyword: ' 专利 ', education: 'master' })).toEqual({ pageNum: 1, pageSize: 10, keyword: '专利', education: 'master' });
  });

  it('sends every filter of the list', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      portalHandler('get', '/api/talent/list', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return { status: 200, body: okEnvelope(buildContentPage([buildTalentSummary()])) };
      }),
    );
    const query = { skill: 'PLC编程', title: '高级工程师', education: 'master', experienceMin: 5, regionCode: '330100', payUnit: 'month', payMax: 30000, orderBy: 'experience' } as const;
    const { result } = renderHook(() => useTalents({ query }), { wrapper: apiTestWrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({
      pageNum: '1',
      pageSize: '10',
      skill: 'PLC编程',
      title: '高级工程师',
      education: 'master',
      experienceMin: '5',
      regionCode: '330100',
      payUnit: 'month',
      payMax: '30000',
      orderBy: 'experience',
    });
  });

  it('posts a 签约意向 as JSON and refreshes the requests and the profile', async () => {
    const queryClient = testQueryClient();
    let sent: unknown;
    let contentType: string | null = null;
    server.use(
      portalHandler('post', '/api/talent/contracts', async ({ request }) => {
        contentType = request.headers.get('content-type');
        sent = await request.json();
        return { status: 200, body: okEnvelope(buildTalentContract({ id: 9, talentId: 7 })) };
      }),
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useCreateTalentContract(), { wrapper: apiTestWrapper(queryClient) });
    const body = { talentId: 7, role: '产线改造负责人', amount: 120000, startDate: '2026-12-01', endDate: '2027-02-28', message: '希望您驻场主导两条装配线的自动化改造。' };
    await act(() => result.current.mutateAsync(body));
    expect(sent).toEqual(body);
    expect(contentType).toContain('application/json');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: talentContractKeys.all() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: talentKeys.detail(7) });
  });

  it('reads my requests of one person and withdraws one', async () => {
    const queryClient = testQueryClient();
    let withdrawn = '';
    server.use(
      portalHandler('get', '/api/talent/contracts/mine', ({ request }) => ({
        status: 200,
        body: okEnvelope(buildContentPage([buildTalentContract({ talentId: Number(new URL(request.url).searchParams.get('talentId')) })])),
      })),
      portalHandler('post', '/api/talent/contracts/{id}/withdraw', ({ params }) => {
        withdrawn = String(params.id);
        return { status: 200, body: okEnvelope(buildTalentContract({ status: 'withdrawn' })) };
      }),
    );
    const { result } = renderHook(() => ({ mine: useMyTalentContracts({ query: { talentId: 7 } }), withdraw: useWithdrawTalentContract() }), { wrapper: apiTestWrapper(queryClient) });
    await waitFor(() => expect(result.current.mine.isSuccess).toBe(true));
    expect(result.current.mine.data?.rows[0]?.talentId).toBe(7);
    await act(() => result.current.withdraw.mutateAsync(11));
    expect(withdrawn).toBe('11');
  });
});
