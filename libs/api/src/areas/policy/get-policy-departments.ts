import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';

/** Reference lists change with publications, not while someone filters. */
export const REFERENCE_STALE_TIME_MS = 10 * 60_000;

/** 发文机构 names for the issuer filter. */
export function getPolicyDepartments(client: PortalClient, options?: CallOptions): Promise<ApiResult<string[]>> {
  return client.call((api, init) => api.GET('/api/policy/departments', init), options);
}

export function policyDepartmentsQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: policyKeys.departments(),
    queryFn: async ({ signal }) => unwrap(await getPolicyDepartments(client, { signal })),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export type UsePolicyDepartmentsOptions = {
  queryConfig?: QueryConfig<typeof policyDepartmentsQueryOptions>;
};

export function usePolicyDepartments({ queryConfig }: UsePolicyDepartmentsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...policyDepartmentsQueryOptions(client), ...queryConfig });
}
