import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { financingKeys } from './keys';
import type { FinancingApplicationPage, FinancingMineQuery } from './types';

/** 我的融资: the signed-in enterprise's financing applications, newest first, optionally of one status. */
export function getMyFinancingApplications(client: PortalClient, query: FinancingMineQuery = {}, options?: CallOptions): Promise<ApiResult<FinancingApplicationPage>> {
  return client.call((api, init) => api.GET('/api/fund/applications/mine', { ...init, params: { query } }), options);
}

export function myFinancingApplicationsQueryOptions(client: PortalClient, query: FinancingMineQuery = {}) {
  return queryOptions({
    queryKey: financingKeys.mine(query),
    queryFn: async ({ signal }) => unwrap(await getMyFinancingApplications(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseMyFinancingApplicationsOptions = {
  query?: FinancingMineQuery;
  queryConfig?: QueryConfig<typeof myFinancingApplicationsQueryOptions>;
};

export function useMyFinancingApplications({ query, queryConfig }: UseMyFinancingApplicationsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...myFinancingApplicationsQueryOptions(client, query), ...queryConfig });
}
