import { useSession, useSessionStore } from '@smes/session';
import type { SessionStore } from '@smes/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { portalKeys } from '../../query-keys';
import type { PortalUserInfo } from '../../types';
import { toSessionUserInfo } from './session-user-info';

export function getUserInfo(client: PortalClient, options?: CallOptions): Promise<ApiResult<PortalUserInfo>> {
  return client.call((api, init) => api.GET('/api/v1/user/info', init), options);
}

/**
 * With a store, each answer is also written to the spec's `userinfo` entry, so the notes handoff
 * always finds the current phone. A logout while the request ran wins: nothing is written then.
 */
export function userInfoQueryOptions(client: PortalClient, store?: Pick<SessionStore, 'getToken' | 'setUserInfo'>) {
  return queryOptions({
    queryKey: portalKeys.userInfo(),
    queryFn: async ({ signal }) => {
      const info = unwrap(await getUserInfo(client, { signal }));
      if (store && store.getToken() !== null) {
        store.setUserInfo(toSessionUserInfo(info));
      }
      return info;
    },
  });
}

export type UseUserInfoOptions = {
  queryConfig?: Omit<QueryConfig<typeof userInfoQueryOptions>, 'enabled'>;
};

/** The signed-in user; idle while logged out. */
export function useUserInfo({ queryConfig }: UseUserInfoOptions = {}) {
  const client = usePortalClient();
  const store = useSessionStore();
  const { isLoggedIn } = useSession();
  return useQuery({ ...userInfoQueryOptions(client, store), ...queryConfig, enabled: isLoggedIn });
}
