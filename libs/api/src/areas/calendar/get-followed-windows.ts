import { useSession } from '@smes/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { calendarKeys } from './keys';
import type { CalendarWindow } from './types';

/** The account's followed windows: those still to close first, by closing time. */
export function getFollowedWindows(client: PortalClient, options?: CallOptions): Promise<ApiResult<CalendarWindow[]>> {
  return client.call((api, init) => api.GET('/api/calendar/follows', init), options);
}

export function followedWindowsQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: calendarKeys.follows(),
    queryFn: async ({ signal }) => unwrap(await getFollowedWindows(client, { signal })),
  });
}

export type UseFollowedWindowsOptions = {
  queryConfig?: Omit<QueryConfig<typeof followedWindowsQueryOptions>, 'enabled'>;
};

/** Idle while logged out. */
export function useFollowedWindows({ queryConfig }: UseFollowedWindowsOptions = {}) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...followedWindowsQueryOptions(client), ...queryConfig, enabled: isLoggedIn });
}
