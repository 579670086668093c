import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { REFERENCE_STALE_TIME_MS } from './get-policy-departments';
import { policyKeys } from './keys';
import type { RegionTreeNode } from './types';

/** 行政区划 province → city → district (GB/T 2260 codes). */
export function getRegionTree(client: PortalClient, options?: CallOptions): Promise<ApiResult<RegionTreeNode[]>> {
  return client.call((api, init) => api.GET('/api/v1/region/tree', init), options);
}

export function regionTreeQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: policyKeys.regionTree(),
    queryFn: async ({ signal }) => unwrap(await getRegionTree(client, { signal })),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export type UseRegionTreeOptions = {
  queryConfig?: QueryConfig<typeof regionTreeQueryOptions>;
};

export function useRegionTree({ queryConfig }: UseRegionTreeOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...regionTreeQueryOptions(client), ...queryConfig });
}
