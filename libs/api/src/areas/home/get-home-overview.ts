import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { portalKeys } from '../../query-keys';
import type { HomeOverview } from '../../types';

export function getHomeOverview(client: PortalClient, options?: CallOptions): Promise<ApiResult<HomeOverview>> {
  return client.call((api, init) => api.GET('/api/home/overview', init), options);
}

export function homeOverviewQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: portalKeys.homeOverview(),
    queryFn: async ({ signal }) => unwrap(await getHomeOverview(client, { signal })),
  });
}

export type UseHomeOverviewOptions = {
  queryConfig?: QueryConfig<typeof homeOverviewQueryOptions>;
};

export function useHomeOverview({ queryConfig }: UseHomeOverviewOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...homeOverviewQueryOptions(client), ...queryConfig });
}
