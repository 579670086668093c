import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { compareKeys } from './keys';
import type { CompareRegion } from './types';

/** The list of comparable regions changes with data releases, not while someone compares. */
export const COMPARE_REGIONS_STALE_TIME_MS = 30 * 60_000;

export function getCompareRegions(client: PortalClient, options?: CallOptions): Promise<ApiResult<CompareRegion[]>> {
  return client.call((api, init) => api.GET('/api/compare/regions', init), options);
}

export function compareRegionsQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: compareKeys.regions(),
    queryFn: async ({ signal }) => unwrap(await getCompareRegions(client, { signal })),
    staleTime: COMPARE_REGIONS_STALE_TIME_MS,
  });
}

export type UseCompareRegionsOptions = {
  queryConfig?: QueryConfig<typeof compareRegionsQueryOptions>;
};

export function useCompareRegions({ queryConfig }: UseCompareRegionsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...compareRegionsQueryOptions(client), ...queryConfig });
}
