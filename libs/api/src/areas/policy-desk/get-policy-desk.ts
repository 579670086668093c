import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyDeskKeys } from './keys';
import type { PolicyDeskDetail } from './types';

export function getPolicyDesk(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<PolicyDeskDetail>> {
  return client.call((api, init) => api.GET('/api/admin/policy-desk/{id}', { ...init, params: { path: { id } } }), options);
}

export function policyDeskQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: policyDeskKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getPolicyDesk(client, id, { signal })),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export type UsePolicyDeskOptions = { queryConfig?: QueryConfig<typeof policyDeskQueryOptions> };

/** One policy on the desk: the published version, the open one and what the signed-in operator may do with it. */
export function usePolicyDesk(id: number, { queryConfig }: UsePolicyDeskOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...policyDeskQueryOptions(client, id), ...queryConfig });
}
