import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { marketEnterpriseKeys } from './keys';
import type { MarketListing } from './types';

export function getMarketListing(client: PortalClient, options?: CallOptions): Promise<ApiResult<MarketListing>> {
  return client.call((api, init) => api.GET('/api/market/my-listing', init), options);
}

export function marketListingQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: marketEnterpriseKeys.listing(),
    queryFn: async ({ signal }) => unwrap(await getMarketListing(client, { signal })),
  });
}

export type UseMarketListingOptions = {
  queryConfig?: QueryConfig<typeof marketListingQueryOptions>;
};

/** The signed-in enterprise's choice to be listed among the 优质中小企业; needs a session. */
export function useMarketListing({ queryConfig }: UseMarketListingOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...marketListingQueryOptions(client), ...queryConfig });
}
