import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { serviceKeys } from './keys';
import type { ServiceCaseListQuery, ServiceCasePage } from './types';

/** 成功案例: only the cases whose client consented to publication. */
export function getServiceCases(client: PortalClient, query: ServiceCaseListQuery = {}, options?: CallOptions): Promise<ApiResult<ServiceCasePage>> {
  return client.call((api, init) => api.GET('/api/service/cases', { ...init, params: { query } }), options);
}

export function serviceCasesQueryOptions(client: PortalClient, query: ServiceCaseListQuery = {}) {
  return queryOptions({
    queryKey: serviceKeys.caseList(query),
    queryFn: async ({ signal }) => unwrap(await getServiceCases(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseServiceCasesOptions = {
  query?: ServiceCaseListQuery;
  queryConfig?: QueryConfig<typeof serviceCasesQueryOptions>;
};

export function useServiceCases({ query, queryConfig }: UseServiceCasesOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...serviceCasesQueryOptions(client, query), ...queryConfig });
}
