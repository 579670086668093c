import { useSession } from '@smes/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { subscriptionKeys } from './keys';

/** How often the header asks for the unread count while the tab is visible. */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

export function getUnreadMessageCount(client: PortalClient, options?: CallOptions): Promise<ApiResult<{ count: number }>> {
  return client.call((api, init) => api.GET('/api/message/unread-count', init), options);
}

export function unreadMessageCountQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: subscriptionKeys.unreadCount(),
    // A background poll that hits a 500 must not raise a toast every minute; the badge just keeps its last value.
    queryFn: async ({ signal }) => unwrap(await getUnreadMessageCount(client, { signal, silent: true })).count,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
    refetchIntervalInBackground: false,
    // Coming back to the tab is when a stale number would mislead most, so focus always asks again.
    refetchOnWindowFocus: 'always',
  });
}

export type UseUnreadMessageCountOptions = {
  /** Set false where the count is not wanted (e.g. accounts without messages); idle while logged out anyway. */
  enabled?: boolean;
  queryConfig?: Omit<QueryConfig<typeof unreadMessageCountQueryOptions>, 'enabled'>;
};

/** The number of unread messages, refreshed every minute while the tab is visible and on focus. */
export function useUnreadMessageCount({ enabled = true, queryConfig }: UseUnreadMessageCountOptions = {}) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...unreadMessageCountQueryOptions(client), ...queryConfig, enabled: enabled && isLoggedIn });
}
