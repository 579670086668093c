import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isValidRegionSelection, toRegionsParam } from './compare-regions-param';
import { COMPARE_STALE_TIME_MS } from './get-compare-overview';
import { compareKeys } from './keys';
import type { SingleCompareRow } from './types';

/** The contract's limit on `category`. */
const MAX_CATEGORY_LENGTH = 30;

export function getCompareSingle(
  client: PortalClient,
  regions: readonly string[],
  category: string,
  options?: CallOptions,
): Promise<ApiResult<SingleCompareRow[]>> {
  return client.call(
    (api, init) => api.GET('/api/compare/single', { ...init, params: { query: { regions: toRegionsParam(regions), category } } }),
    options,
  );
}

export function compareSingleQueryOptions(client: PortalClient, regions: readonly string[], category: string) {
  const trimmed = category.trim();
  return queryOptions({
    queryKey: compareKeys.single(toRegionsParam(regions), trimmed),
    queryFn: async ({ signal }) => unwrap(await getCompareSingle(client, regions, trimmed, { signal })),
    enabled: isValidRegionSelection(regions) && trimmed !== '' && trimmed.length <= MAX_CATEGORY_LENGTH,
    staleTime: COMPARE_STALE_TIME_MS,
  });
}

export type UseCompareSingleOptions = {
  queryConfig?: QueryConfig<typeof compareSingleQueryOptions>;
};

/** One category's policies side by side per region; idle until regions and a category are given. */
export function useCompareSingle(regions: readonly string[], category: string, { queryConfig }: UseCompareSingleOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...compareSingleQueryOptions(client, regions, category), ...queryConfig });
}
