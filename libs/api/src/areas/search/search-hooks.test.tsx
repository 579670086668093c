// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelope, portalHandler, apiTestWrapper } from '../../testing';
import { normalizeGlobalSearchQuery, useGlobalSearch } from './get-global-search';
import { useGlobalSearchSuggestions } from './get-global-search-suggestions';
import { searchKeys } from './keys';
import { buildGlobalSearchResult, buildSearchSuggestion } from './testing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('global search requests', () => {
  it('keeps one public cache entry per equal search, paging only with an area', () => {
    expect(searchKeys.suggest('高企')).toEqual(['portal', 'search', 'suggest', '高企']);
    expect(normalizeGlobalSearchQuery({ keyword: ' 高企 ', pageNum: 3 })).toEqual({ keyword: '高企' });
    expect(normalizeGlobalSearchQuery({ keyword: '高企', area: 'news' })).toEqual({ keyword: '高企', area: 'news', pageNum: 1, pageSize: 10 });
  });

  it('sends the keyword, area and page and reads the grouped answer', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      portalHandler('get', '/api/search', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return { status: 200, body: okEnvelope(buildGlobalSearchResult({ policy: 12, news: 2 })) };
      }),
    );
    const { result } = renderHook(() => useGlobalSearch({ keyword: '高企', area: 'news', pageNum: 2 }), { wrapper: apiTestWrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.total).toBe(14);
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({ keyword: '高企', area: 'news', pageNum: '2', pageSize: '10' });
  });

  it('sends nothing for a blank keyword', () => {
    const { result } = renderHook(() => useGlobalSearchSuggestions('  '), { wrapper: apiTestWrapper() });
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('aborts the request of a keyword the user has typed past', async () => {
    const signals = new Map<string, AbortSignal>();
    server.use(
      portalHandler('get', '/api/search/suggest', async ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
        signals.set(keyword, request.signal);
        // The first keyword's answer is slow: it is still on its way when the next keyword is typed.
        if (keyword === '高') await delay('infinite');
        return { status: 200, body: okEnvelope([buildSearchSuggestion()]) };
      }),
    );
    const { result, rerender } = renderHook(({ keyword }) => useGlobalSearchSuggestions(keyword), { wrapper: apiTestWrapper(), initialProps: { keyword: '高' } });
    await waitFor(() => expect(signals.has('高')).toBe(true));
    expect(signals.get('高')?.aborted).toBe(false);
    rerender({ keyword: '高企' });
    await waitFor(() => expect(result.current.data).toEqual([buildSearchSuggestion()]));
    expect(signals.get('高')?.aborted).toBe(true);
    expect(signals.get('高企')?.aborted).toBe(false);
  });
});
