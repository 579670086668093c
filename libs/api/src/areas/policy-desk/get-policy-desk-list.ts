import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyDeskKeys } from './keys';
import type { PolicyDeskListQuery, PolicyDeskPage } from './types';

/** 政策发布's list: every policy the desk holds, most recently changed first, by status, level, region and keyword. */
export function getPolicyDeskList(client: PortalClient, query: PolicyDeskListQuery = {}, options?: CallOptions): Promise<ApiResult<PolicyDeskPage>> {
  return client.call((api, init) => api.GET('/api/admin/policy-desk', { ...init, params: { query } }), options);
}

export function policyDeskListQueryOptions(client: PortalClient, query: PolicyDeskListQuery = {}) {
  return queryOptions({
    queryKey: policyDeskKeys.list(query),
    queryFn: async ({ signal }) => unwrap(await getPolicyDeskList(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UsePolicyDeskListOptions = { query?: PolicyDeskListQuery; queryConfig?: QueryConfig<typeof policyDeskListQueryOptions> };

export function usePolicyDeskList({ query, queryConfig }: UsePolicyDeskListOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...policyDeskListQueryOptions(client, query), ...queryConfig });
}
