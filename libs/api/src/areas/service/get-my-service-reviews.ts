import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { serviceOrderKeys } from './keys';
import type { ServiceReviewListQuery, ServiceReviewPage } from './types';

/** 我的评价: the reviews the signed-in enterprise wrote, newest first. */
export function getMyServiceReviews(client: PortalClient, query: ServiceReviewListQuery = {}, options?: CallOptions): Promise<ApiResult<ServiceReviewPage>> {
  return client.call((api, init) => api.GET('/api/service/reviews/mine', { ...init, params: { query } }), options);
}

export function myServiceReviewsQueryOptions(client: PortalClient, query: ServiceReviewListQuery = {}) {
  return queryOptions({
    queryKey: serviceOrderKeys.myReviews(query),
    queryFn: async ({ signal }) => unwrap(await getMyServiceReviews(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseMyServiceReviewsOptions = {
  query?: ServiceReviewListQuery;
  queryConfig?: QueryConfig<typeof myServiceReviewsQueryOptions>;
};

export function useMyServiceReviews({ query, queryConfig }: UseMyServiceReviewsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...myServiceReviewsQueryOptions(client, query), ...queryConfig });
}
