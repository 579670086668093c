import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyDeskKeys } from './keys';
import type { PolicyDeskHistory } from './types';

export function getPolicyDeskHistory(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<PolicyDeskHistory>> {
  return client.call((api, init) => api.GET('/api/admin/policy-desk/{id}/history', { ...init, params: { path: { id } } }), options);
}

export function policyDeskHistoryQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: policyDeskKeys.history(id),
    queryFn: async ({ signal }) => unwrap(await getPolicyDeskHistory(client, id, { signal })),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export type UsePolicyDeskHistoryOptions = { queryConfig?: QueryConfig<typeof policyDeskHistoryQueryOptions> };

/** Every step taken on a policy: who, when, and what each save changed. */
export function usePolicyDeskHistory(id: number, { queryConfig }: UsePolicyDeskHistoryOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...policyDeskHistoryQueryOptions(client, id), ...queryConfig });
}
