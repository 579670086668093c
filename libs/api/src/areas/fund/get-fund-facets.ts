import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { fundKeys } from './keys';
import type { FundFacets } from './types';

/** The list's filter options: every provider and tag with its product count. */
export function getFundFacets(client: PortalClient, options?: CallOptions): Promise<ApiResult<FundFacets>> {
  return client.call((api, init) => api.GET('/api/fund/facets', init), options);
}

export function fundFacetsQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: fundKeys.facets(),
    queryFn: async ({ signal }) => unwrap(await getFundFacets(client, { signal })),
    staleTime: 10 * 60 * 1000,
  });
}

export type UseFundFacetsOptions = {
  queryConfig?: QueryConfig<typeof fundFacetsQueryOptions>;
};

export function useFundFacets({ queryConfig }: UseFundFacetsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...fundFacetsQueryOptions(client), ...queryConfig });
}
