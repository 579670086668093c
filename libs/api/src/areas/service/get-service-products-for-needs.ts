import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { serviceKeys } from './keys';
import type { NeedProductMatch, ProductsForNeedsQuery } from './types';

/** The contract's cap on how many needs one call may name. */
export const MAX_NEEDS_PER_CALL = 10;

/**
 * 补短板: for each need, the certified on-shelf products tagged with it, best rated and same region first
 * (every need is answered, with no products when none meets it).
 */
export function getServiceProductsForNeeds(client: PortalClient, query: ProductsForNeedsQuery, options?: CallOptions): Promise<ApiResult<NeedProductMatch[]>> {
  return client.call((api, init) => api.GET('/api/service/products/for-needs', { ...init, params: { query } }), options);
}

export function serviceProductsForNeedsQueryOptions(client: PortalClient, query: ProductsForNeedsQuery) {
  return queryOptions({
    queryKey: serviceKeys.productsForNeeds(query),
    queryFn: async ({ signal }) => unwrap(await getServiceProductsForNeeds(client, query, { signal })),
    enabled: Boolean(query.needs),
  });
}

export type UseServiceProductsForNeedsOptions = {
  queryConfig?: QueryConfig<typeof serviceProductsForNeedsQueryOptions>;
};

export function useServiceProductsForNeeds(query: ProductsForNeedsQuery, { queryConfig }: UseServiceProductsForNeedsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...serviceProductsForNeedsQueryOptions(client, query), ...queryConfig });
}
