import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { homeKeys } from './keys';
import type { HomeLatestGroup } from './types';

/** The contract's default: how many items each area's block shows. */
export const HOME_LATEST_SIZE = 4;

/**
 * Every area's freshest public items in one call (the home page's area blocks). `applicableTo` scopes the areas
 * bound to a place (活动, 找资金, 资讯) to what serves an enterprise registered there.
 */
export function getHomeLatest(client: PortalClient, size = HOME_LATEST_SIZE, applicableTo?: string, options?: CallOptions): Promise<ApiResult<HomeLatestGroup[]>> {
  const query = applicableTo ? { size, applicableTo } : { size };
  return client.call((api, init) => api.GET('/api/home/latest', { ...init, params: { query } }), options);
}

export function homeLatestQueryOptions(client: PortalClient, size = HOME_LATEST_SIZE, applicableTo?: string) {
  return queryOptions({
    queryKey: homeKeys.latest(size, applicableTo),
    queryFn: async ({ signal }) => unwrap(await getHomeLatest(client, size, applicableTo, { signal })),
  });
}

export type UseHomeLatestOptions = {
  size?: number;
  applicableTo?: string;
  queryConfig?: QueryConfig<typeof homeLatestQueryOptions>;
};

export function useHomeLatest({ size, applicableTo, queryConfig }: UseHomeLatestOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...homeLatestQueryOptions(client, size, applicableTo), ...queryConfig });
}
