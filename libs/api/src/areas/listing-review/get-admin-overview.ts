import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { adminKeys } from './keys';
import type { AdminOverview } from './types';

/** What waits in each of the operator's queues (入驻审核, 上架审核, 需求审核, 申报受理). */
export function getAdminOverview(client: PortalClient, options?: CallOptions): Promise<ApiResult<AdminOverview>> {
  return client.call((api, init) => api.GET('/api/admin/overview', init), options);
}

export function adminOverviewQueryOptions(client: PortalClient) {
  return queryOptions({ queryKey: adminKeys.overview(), queryFn: async ({ signal }) => unwrap(await getAdminOverview(client, { signal })) });
}

export function useAdminOverview(queryConfig?: QueryConfig<typeof adminOverviewQueryOptions>) {
  const client = usePortalClient();
  return useQuery({ ...adminOverviewQueryOptions(client), ...queryConfig });
}
