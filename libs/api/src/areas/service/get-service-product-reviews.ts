import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { serviceKeys } from './keys';
import type { ServiceReviewListQuery, ServiceReviewPage } from './types';

/** The reviews a product received, newest first. */
export function getServiceProductReviews(client: PortalClient, id: number, query: ServiceReviewListQuery = {}, options?: CallOptions): Promise<ApiResult<ServiceReviewPage>> {
  return client.call((api, init) => api.GET('/api/service/products/{id}/reviews', { ...init, params: { path: { id }, query } }), options);
}

export function serviceProductReviewsQueryOptions(client: PortalClient, id: number, query: ServiceReviewListQuery = {}) {
  return queryOptions({
    queryKey: serviceKeys.productReviews(id, query),
    queryFn: async ({ signal }) => unwrap(await getServiceProductReviews(client, id, query, { signal })),
    enabled: isContentId(id),
    placeholderData: keepPreviousData,
  });
}

export type UseServiceProductReviewsOptions = {
  query?: ServiceReviewListQuery;
  queryConfig?: QueryConfig<typeof serviceProductReviewsQueryOptions>;
};

export function useServiceProductReviews(id: number, { query, queryConfig }: UseServiceProductReviewsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...serviceProductReviewsQueryOptions(client, id, query), ...queryConfig });
}
