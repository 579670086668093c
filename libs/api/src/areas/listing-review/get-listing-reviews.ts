import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { adminKeys } from './keys';
import type { ListingReviewPage, ListingReviewQuery } from './types';

/** 上架审核: waiting submissions oldest first, or the decided ones newest first. */
export function getListingReviews(client: PortalClient, query: ListingReviewQuery, options?: CallOptions): Promise<ApiResult<ListingReviewPage>> {
  return client.call((api, init) => api.GET('/api/admin/listing-reviews', { ...init, params: { query } }), options);
}

export function listingReviewsQueryOptions(client: PortalClient, query: ListingReviewQuery) {
  return queryOptions({
    queryKey: adminKeys.listingReviewList(query),
    queryFn: async ({ signal }) => unwrap(await getListingReviews(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseListingReviewsOptions = { query: ListingReviewQuery; queryConfig?: QueryConfig<typeof listingReviewsQueryOptions> };

export function useListingReviews({ query, queryConfig }: UseListingReviewsOptions) {
  const client = usePortalClient();
  return useQuery({ ...listingReviewsQueryOptions(client, query), ...queryConfig });
}
