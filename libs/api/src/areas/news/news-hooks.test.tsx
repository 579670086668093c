// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelope, portalHandler, apiTestWrapper } from '../../testing';
import { buildContentPage } from '../policy/testing';
import { useNews } from './get-news';
import { normalizeNewsQuery, useNewsList } from './get-news-list';
import { newsKeys } from './keys';
import { buildNewsDetail, buildNewsSummary } from './testing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('news requests', () => {
  it('keeps news public (not under the account) and one cache entry per equal search', () => {
    expect(newsKeys.detail(3)).toEqual(['portal', 'news', 'detail', 3]);
    expect(normalizeNewsQuery({ keyword: '  高企 ', category: 'notice' })).toEqual({ pageNum: 1, pageSize: 10, keyword: '高企', category: 'notice' });
    expect(normalizeNewsQuery({ keyword: ' ' })).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('sends the category, keyword and featured filters and reads the page', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      portalHandler('get', '/api/news/list', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return { status: 200, body: okEnvelope(buildContentPage([buildNewsSummary()])) };
      }),
    );
    const { result } = renderHook(() => useNewsList({ query: { category: 'announcement', keyword: '名单', featured: true } }), { wrapper: apiTestWrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.rows[0]?.source).toBe('深圳市中小企业服务局');
    expect(seen[0]?.get('category')).toBe('announcement');
    expect(seen[0]?.get('keyword')).toBe('名单');
    expect(seen[0]?.get('featured')).toBe('true');
  });

  it('loads one item and never asks for an invalid id', async () => {
    let calls = 0;
    server.use(
      portalHandler('get', '/api/news/{id}', ({ params }) => {
        calls += 1;
        return { status: 200, body: okEnvelope(buildNewsDetail({ id: Number(params.id) })) };
      }),
    );
    const Wrapper = apiTestWrapper();
    const { result } = renderHook(() => useNews(61), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data?.id).toBe(61));
    renderHook(() => useNews(0), { wrapper: Wrapper });
    expect(calls).toBe(1);
  });
});
