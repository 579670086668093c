import { useSession } from '@smes/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { orgKeys } from '../service/keys';
import type { OrgDashboard } from '../service/types';

/** 机构工作台: order counts by status, products on shelf, rating, recent reviews, unread messages. */
export function getOrgDashboard(client: PortalClient, options?: CallOptions): Promise<ApiResult<OrgDashboard>> {
  return client.call((api, init) => api.GET('/api/org/dashboard', init), options);
}

export function orgDashboardQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: orgKeys.dashboard(),
    queryFn: async ({ signal }) => unwrap(await getOrgDashboard(client, { signal })),
  });
}

export type UseOrgDashboardOptions = {
  queryConfig?: QueryConfig<typeof orgDashboardQueryOptions>;
};

/** Only a certified institution has a dashboard (403 otherwise): callers enable it once they know. */
export function useOrgDashboard({ queryConfig }: UseOrgDashboardOptions = {}) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...orgDashboardQueryOptions(client), ...queryConfig, enabled: isLoggedIn && (queryConfig?.enabled ?? true) });
}
