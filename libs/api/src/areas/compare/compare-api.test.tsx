// @vitest-environment happy-dom
import { createSessionStore } from '@smes/session';
import type { SessionStore } from '@smes/session';
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorEnvelope, okEnvelope, portalHandler, apiTestProviders, testQueryClient } from '../../testing';
import { isValidRegionSelection, toRegionsParam } from './compare-regions-param';
import { useCompareOverview } from './get-compare-overview';
import { useCompareRegions } from './get-compare-regions';
import { useCompareSingle } from './get-compare-single';
import { compareKeys } from './keys';
import { buildCompareOverview, buildCompareRegions, buildSingleCompareRows } from './testing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

function setup() {
  const store: SessionStore = createSessionStore({ eventTarget: null });
  const queryClient = testQueryClient();
  const { Wrapper } = apiTestProviders({ queryClient, store });
  return { store, queryClient, Wrapper };
}

describe('region selection', () => {
  it.each([
    [['330100', '330200'], true],
    [['330100', '330200', '330300', '330400'], true],
    [['330100'], false],
    [['330100', '330200', '330300', '330400', '330500'], false],
    [['330100', '330100'], false],
    [['330100', '3302'], false],
    [['330100', 'abcdef'], false],
  ])('%j is valid: %s', (codes, valid) => {
    expect(isValidRegionSelection(codes)).toBe(valid);
  });

  it('joins codes in the order given', () => {
    expect(toRegionsParam(['330300', '330100'])).toBe('330300,330100');
  });
});

describe('useCompareRegions', () => {
  it('returns the comparable regions', async () => {
    server.use(portalHandler('get', '/api/compare/regions', () => ({ status: 200, body: okEnvelope(buildCompareRegions()) })));
    const { Wrapper } = setup();
    const { result } = renderHook(() => useCompareRegions(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((region) => region.name)).toContain('宁波市');
  });
});

describe('useCompareOverview', () => {
  it('sends the codes comma-separated and caches anonymous answers outside the account', async () => {
    const queries: (string | null)[] = [];
    server.use(
      portalHandler('get', '/api/compare/overview', ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('regions'));
        return { status: 200, body: okEnvelope(buildCompareOverview(['330100', '330200'])) };
      }),
    );
    const { queryClient, Wrapper } = setup();
    const { result } = renderHook(() => useCompareOverview(['330100', '330200']), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queries).toEqual(['330100,330200']);
    expect(result.current.data?.regions.map((row) => row.region.name)).toEqual(['杭州市', '宁波市']);
    expect(queryClient.getQueryData(compareKeys.overview('330100,330200'))).toBeDefined();
    expect(queryClient.getQueryData(compareKeys.myOverview('330100,330200'))).toBeUndefined();
  });

  it('keeps a signed-in answer (with the estimated benefit) under the account keys', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      portalHandler('get', '/api/compare/overview', ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return { status: 200, body: okEnvelope(buildCompareOverview(['330100', '330200'])) };
      }),
    );
    const { store, queryClient, Wrapper } = setup();
    store.setToken('ent-token');
    const { result } = renderHook(() => useCompareOverview(['330100', '330200']), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(authorizations).toEqual(['Bearer ent-token']);
    expect(compareKeys.myOverview('330100,330200').slice(0, 2)).toEqual(['portal', 'user']);
    expect(queryClient.getQueryData(compareKeys.myOverview('330100,330200'))).toBeDefined();
  });

  it('stays idle for an invalid selection', () => {
    const { Wrapper } = setup();
    const { result } = renderHook(() => useCompareOverview(['330100']), { wrapper: Wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.isPending).toBe(true);
  });

  it('fails with the server message on a 400', async () => {
    server.use(portalHandler('get', '/api/compare/overview', () => ({ status: 400, body: errorEnvelope(400, '未知的地区代码：999999') })));
    const { Wrapper } = setup();
    const { result } = renderHook(() => useCompareOverview(['330100', '999999']), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('未知的地区代码：999999');
  });
});

describe('useCompareSingle', () => {
  it('sends the regions and the trimmed category', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      portalHandler('get', '/api/compare/single', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return { status: 200, body: okEnvelope(buildSingleCompareRows(['330100', '330200'], '人才支持')) };
      }),
    );
    const { Wrapper } = setup();
    const { result } = renderHook(() => useCompareSingle(['330100', '330200'], ' 人才支持 '), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queries).toEqual([{ regions: '330100,330200', category: '人才支持' }]);
    expect(result.current.data?.[1]?.policies[0]?.category).toBe('人才支持');
  });

  it('waits for a category', () => {
    const { Wrapper } = setup();
    const { result } = renderHook(() => useCompareSingle(['330100', '330200'], '  '), { wrapper: Wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });
});
