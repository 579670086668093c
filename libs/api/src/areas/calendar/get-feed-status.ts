import { useSession } from '@smes/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { calendarKeys } from './keys';
import type { CalendarFeedStatus } from './types';

/** Whether the account has a calendar feed address (the address itself is shown only when made). */
export function getFeedStatus(client: PortalClient, options?: CallOptions): Promise<ApiResult<CalendarFeedStatus>> {
  return client.call((api, init) => api.GET('/api/calendar/feed-secret', init), options);
}

export function feedStatusQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: calendarKeys.feedStatus(),
    queryFn: async ({ signal }) => unwrap(await getFeedStatus(client, { signal })),
  });
}

export type UseFeedStatusOptions = {
  queryConfig?: Omit<QueryConfig<typeof feedStatusQueryOptions>, 'enabled'>;
};

/** Idle while logged out. */
export function useFeedStatus({ queryConfig }: UseFeedStatusOptions = {}) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...feedStatusQueryOptions(client), ...queryConfig, enabled: isLoggedIn });
}
