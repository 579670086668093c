import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { normalizeListQuery } from '../policy/query-utils';
import { newsKeys } from './keys';
import type { NewsPage, NewsQuery } from './types';

export const DEFAULT_NEWS_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies NewsQuery;

export function normalizeNewsQuery(query?: NewsQuery): NewsQuery {
  return normalizeListQuery<NewsQuery>(DEFAULT_NEWS_QUERY, query);
}

/** 资讯 list, newest first: by category and keyword, or the carousel's 头条 with `featured: true`. */
export function getNewsList(client: PortalClient, query: NewsQuery = DEFAULT_NEWS_QUERY, options?: CallOptions): Promise<ApiResult<NewsPage>> {
  return client.call((api, init) => api.GET('/api/news/list', { ...init, params: { query } }), options);
}

export function newsListQueryOptions(client: PortalClient, query?: NewsQuery) {
  const normalized = normalizeNewsQuery(query);
  return queryOptions({
    queryKey: newsKeys.list(normalized),
    queryFn: async ({ signal }) => unwrap(await getNewsList(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseNewsListOptions = {
  query?: NewsQuery;
  queryConfig?: QueryConfig<typeof newsListQueryOptions>;
};

export function useNewsList({ query, queryConfig }: UseNewsListOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...newsListQueryOptions(client, query), ...queryConfig });
}
