import { useSession } from '@smes/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { subscriptionKeys } from './keys';
import type { Subscription } from './types';

export function getSubscription(client: PortalClient, options?: CallOptions): Promise<ApiResult<Subscription>> {
  return client.call((api, init) => api.GET('/api/subscription', init), options);
}

export function subscriptionQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: subscriptionKeys.subscription(),
    queryFn: async ({ signal }) => unwrap(await getSubscription(client, { signal })),
  });
}

export type UseSubscriptionOptions = {
  queryConfig?: Omit<QueryConfig<typeof subscriptionQueryOptions>, 'enabled'>;
};

/** The account's subscription; idle while logged out. */
export function useSubscription({ queryConfig }: UseSubscriptionOptions = {}) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...subscriptionQueryOptions(client), ...queryConfig, enabled: isLoggedIn });
}
