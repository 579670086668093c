import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { serviceKeys } from './keys';
import type { InstitutionListQuery, InstitutionCardPage } from './types';

/** 服务机构: certified institutions filtered by category, region and rating; paging and sorting are the server's. */
export function getServiceInstitutions(client: PortalClient, query: InstitutionListQuery = {}, options?: CallOptions): Promise<ApiResult<InstitutionCardPage>> {
  return client.call((api, init) => api.GET('/api/service/institutions', { ...init, params: { query } }), options);
}

export function serviceInstitutionsQueryOptions(client: PortalClient, query: InstitutionListQuery = {}) {
  return queryOptions({
    queryKey: serviceKeys.institutionList(query),
    queryFn: async ({ signal }) => unwrap(await getServiceInstitutions(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseServiceInstitutionsOptions = {
  query?: InstitutionListQuery;
  queryConfig?: QueryConfig<typeof serviceInstitutionsQueryOptions>;
};

export function useServiceInstitutions({ query, queryConfig }: UseServiceInstitutionsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...serviceInstitutionsQueryOptions(client, query), ...queryConfig });
}
