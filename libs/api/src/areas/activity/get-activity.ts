import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { activityKeys } from './keys';
import type { ActivityDetail } from './types';

/** One activity with its seats left, agenda and, for a logged-in viewer, their own registration. */
export function getActivity(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<ActivityDetail>> {
  return client.call((api, init) => api.GET('/api/activity/{id}', { ...init, params: { path: { id } } }), options);
}

export function activityQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: activityKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getActivity(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseActivityOptions = {
  queryConfig?: QueryConfig<typeof activityQueryOptions>;
};

export function useActivity(id: number, { queryConfig }: UseActivityOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...activityQueryOptions(client, id), ...queryConfig });
}
