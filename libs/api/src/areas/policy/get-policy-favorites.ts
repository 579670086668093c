import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';
import type { PolicyFavoritesQuery, PolicyPage } from './types';

export const DEFAULT_FAVORITES_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies PolicyFavoritesQuery;

/** 我的收藏: the signed-in account's favourite policies, newest first. */
export function getPolicyFavorites(
  client: PortalClient,
  query: PolicyFavoritesQuery = DEFAULT_FAVORITES_QUERY,
  options?: CallOptions,
): Promise<ApiResult<PolicyPage>> {
  return client.call((api, init) => api.GET('/api/policy/favorites', { ...init, params: { query } }), options);
}

export function policyFavoritesQueryOptions(client: PortalClient, query?: PolicyFavoritesQuery) {
  const normalized = { ...DEFAULT_FAVORITES_QUERY, ...query };
  return queryOptions({
    queryKey: policyKeys.favorites(normalized),
    queryFn: async ({ signal }) => unwrap(await getPolicyFavorites(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UsePolicyFavoritesOptions = {
  query?: PolicyFavoritesQuery;
  queryConfig?: QueryConfig<typeof policyFavoritesQueryOptions>;
};

export function usePolicyFavorites({ query, queryConfig }: UsePolicyFavoritesOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...policyFavoritesQueryOptions(client, query), ...queryConfig });
}
