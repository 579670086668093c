import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { adminKeys } from './keys';
import type { ListingReview } from './types';

/** One 上架审核: what was submitted, what the portal shows now, and the institution's certified categories. */
export function getListingReview(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<ListingReview>> {
  return client.call((api, init) => api.GET('/api/admin/listing-reviews/{id}', { ...init, params: { path: { id } } }), options);
}

export function listingReviewQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: adminKeys.listingReviewDetail(id),
    queryFn: async ({ signal }) => unwrap(await getListingReview(client, id, { signal })),
  });
}

export function useListingReview(id: number, queryConfig?: QueryConfig<typeof listingReviewQueryOptions>) {
  const client = usePortalClient();
  return useQuery({ ...listingReviewQueryOptions(client, id), ...queryConfig });
}
