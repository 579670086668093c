import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { serviceKeys } from './keys';
import type { ServiceReviewListQuery, ServiceReviewPage } from './types';

/** The reviews an institution received, newest first. */
export function getServiceInstitutionReviews(client: PortalClient, id: number, query: ServiceReviewListQuery = {}, options?: CallOptions): Promise<ApiResult<ServiceReviewPage>> {
  return client.call((api, init) => api.GET('/api/service/institutions/{id}/reviews', { ...init, params: { path: { id }, query } }), options);
}

export function serviceInstitutionReviewsQueryOptions(client: PortalClient, id: number, query: ServiceReviewListQuery = {}) {
  return queryOptions({
    queryKey: serviceKeys.institutionReviews(id, query),
    queryFn: async ({ signal }) => unwrap(await getServiceInstitutionReviews(client, id, query, { signal })),
    enabled: isContentId(id),
    placeholderData: keepPreviousData,
  });
}

export type UseServiceInstitutionReviewsOptions = {
  query?: ServiceReviewListQuery;
  queryConfig?: QueryConfig<typeof serviceInstitutionReviewsQueryOptions>;
};

export function useServiceInstitutionReviews(id: number, { query, queryConfig }: UseServiceInstitutionReviewsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...serviceInstitutionReviewsQueryOptions(client, id, query), ...queryConfig });
}
