import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { normalizeListQuery } from '../policy/query-utils';
import { activityKeys } from './keys';
import type { ActivityList, ActivityQuery } from './types';

export const DEFAULT_ACTIVITY_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies ActivityQuery;

export function normalizeActivityQuery(query?: ActivityQuery): ActivityQuery {
  return normalizeListQuery<ActivityQuery>(DEFAULT_ACTIVITY_QUERY, query);
}

/** 活动 list: open ones first, by type, mode, status, region and keyword, with every region as a filter option. */
export function getActivities(client: PortalClient, query: ActivityQuery = DEFAULT_ACTIVITY_QUERY, options?: CallOptions): Promise<ApiResult<ActivityList>> {
  return client.call((api, init) => api.GET('/api/activity/list', { ...init, params: { query } }), options);
}

export function activitiesQueryOptions(client: PortalClient, query?: ActivityQuery) {
  const normalized = normalizeActivityQuery(query);
  return queryOptions({
    queryKey: activityKeys.list(normalized),
    queryFn: async ({ signal }) => unwrap(await getActivities(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseActivitiesOptions = {
  query?: ActivityQuery;
  queryConfig?: QueryConfig<typeof activitiesQueryOptions>;
};

export function useActivities({ query, queryConfig }: UseActivitiesOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...activitiesQueryOptions(client, query), ...queryConfig });
}
