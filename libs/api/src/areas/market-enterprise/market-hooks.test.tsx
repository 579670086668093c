// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelope, portalHandler, testQueryClient, apiTestWrapper } from '../../testing';
import { useChainMatches } from '../market-chain/get-chain-matches';
import { marketChainKeys } from '../market-chain/keys';
import { buildChainMatch } from '../market-chain/testing';
import { matchKeys } from '../match/keys';
import { buildContentPage } from '../policy/testing';
import { normalizeQualityEnterpriseQuery, useQualityEnterprises } from './get-quality-enterprises';
import { marketEnterpriseKeys } from './keys';
import { buildMarketListing, buildQualityEnterpriseDetail, buildQualityEnterpriseSummary } from './testing';
import { useUpdateMarketListing } from './update-market-listing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('找市场 requests', () => {
  it('keeps quality SME lists and chains public, profiles (a contact for signed-in viewers) and the listing choice under the account and the matches under the ledger', () => {
    expect(marketEnterpriseKeys.list(normalizeQualityEnterpriseQuery()).slice(0, 3)).toEqual(['portal', 'market', 'enterprise']);
    expect(marketEnterpriseKeys.detail(3)).toEqual(['portal', 'user', 'market', 'enterprise', 'detail', 3]);
    expect(marketEnterpriseKeys.listing()).toEqual(['portal', 'user', 'market', 'listing']);
    expect(marketChainKeys.matches().slice(0, matchKeys.ledger().length)).toEqual([...matchKeys.ledger()]);
    expect(normalizeQualityEnterpriseQuery({ keyword: ' 减速器 ', tier: 'littleGiant' })).toEqual({ pageNum: 1, pageSize: 10, keyword: '减速器', tier: 'littleGiant' });
  });

  it('sends the tier, industry and region filters', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      portalHandler('get', '/api/market/enterprise/list', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return { status: 200, body: okEnvelope(buildContentPage([buildQualityEnterpriseSummary()])) };
      }),
    );
    const { result } = renderHook(() => useQualityEnterprises({ query: { tier: 'specialized', industry: 'C', regionCode: '330000' } }), { wrapper: apiTestWrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.rows[0]?.tiers[0]?.tier).toBe('specialized');
    expect(Object.fromEntries(seen[0] ?? [])).toMatchObject({ tier: 'specialized', industry: 'C', regionCode: '330000' });
  });

  it('saves the listing choice as JSON and refetches the public lists', async () => {
    const bodies: unknown[] = [];
    server.use(
      portalHandler('put', '/api/market/my-listing', async ({ request }) => {
        bodies.push(await request.json());
        return { status: 200, body: okEnvelope(buildMarketListing({ public: true, enterpriseId: 401 })) };
      }),
    );
    const queryClient = testQueryClient();
    queryClient.setQueryData(marketEnterpriseKeys.list(normalizeQualityEnterpriseQuery()), buildContentPage([]));
    queryClient.setQueryData(marketEnterpriseKeys.detail(401), buildQualityEnterpriseDetail({ id: 401 }));
    const { result } = renderHook(() => useUpdateMarketListing(), { wrapper: apiTestWrapper(queryClient) });
    await act(() => result.current.mutateAsync({ public: true }));
    await act(() => result.current.mutateAsync({ public: true, contact: { name: '王敏', phone: '0571-88886666' } }));
    expect(bodies).toEqual([{ public: true }, { public: true, contact: { name: '王敏', phone: '0571-88886666' } }]);
    expect(queryClient.getQueryData(marketEnterpriseKeys.listing())).toMatchObject({ public: true, enterpriseId: 401 });
    expect(queryClient.getQueryState(marketEnterpriseKeys.list(normalizeQualityEnterpriseQuery()))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(marketEnterpriseKeys.detail(401))?.isInvalidated).toBe(true);
  });

  it('asks for chain matches only when enabled', async () => {
    let calls = 0;
    server.use(
      portalHandler('get', '/api/market/chain-match/list', () => {
        calls += 1;
        return { status: 200, body: okEnvelope({ ledgerUpdatedAt: null, matches: [buildChainMatch()] }) };
      }),
    );
    const Wrapper = apiTestWrapper();
    renderHook(() => useChainMatches({ queryConfig: { enabled: false } }), { wrapper: Wrapper });
    const { result } = renderHook(() => useChainMatches(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data?.matches[0]?.score).toBe(94));
    expect(calls).toBe(1);
  });
});
