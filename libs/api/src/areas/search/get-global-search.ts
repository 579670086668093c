import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { searchKeys } from './keys';
import type { GlobalSearchQuery, GlobalSearchResult } from './types';

/** One cache entry per equal search: the keyword trimmed, paging only when one area is paged. */
export function normalizeGlobalSearchQuery(query: GlobalSearchQuery): GlobalSearchQuery {
  const keyword = query.keyword.trim();
  if (!query.area) return { keyword };
  return { keyword, area: query.area, pageNum: query.pageNum ?? 1, pageSize: query.pageSize ?? 10 };
}

/** 全站搜索: every area's count and best hits, and with `area` that area's hits paged. */
export function getGlobalSearch(client: PortalClient, query: GlobalSearchQuery, options?: CallOptions): Promise<ApiResult<GlobalSearchResult>> {
  return client.call((api, init) => api.GET('/api/search', { ...init, params: { query } }), options);
}

export function globalSearchQueryOptions(client: PortalClient, query: GlobalSearchQuery) {
  const normalized = normalizeGlobalSearchQuery(query);
  return queryOptions({
    queryKey: searchKeys.results(normalized),
    queryFn: async ({ signal }) => unwrap(await getGlobalSearch(client, normalized, { signal })),
    enabled: normalized.keyword !== '',
    placeholderData: keepPreviousData,
  });
}

export type UseGlobalSearchOptions = {
  queryConfig?: QueryConfig<typeof globalSearchQueryOptions>;
};

export function useGlobalSearch(query: GlobalSearchQuery, { queryConfig }: UseGlobalSearchOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...globalSearchQueryOptions(client, query), ...queryConfig });
}
