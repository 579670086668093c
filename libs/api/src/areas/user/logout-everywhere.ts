import { useSession } from '@smes/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { portalKeys, ssoKeys } from '../../query-keys';

/** 退出所有设备: revokes every token of the account on the server, this one included. */
export function logoutEverywhere(client: PortalClient, options?: CallOptions): Promise<ApiResult<{ revoked: number }>> {
  return client.call((api, init) => api.POST('/api/v1/user/logoutAll', init), options);
}

/**
 * Unlike useLogout, a failure is reported and the local session kept: the user asked for the other devices
 * to be signed out, and signing out only here would hide that it did not happen.
 */
export function useLogoutEverywhere() {
  const client = usePortalClient();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await logoutEverywhere(client)),
    onSuccess: () => {
      signOut();
      queryClient.removeQueries({ queryKey: portalKeys.user() });
      queryClient.removeQueries({ queryKey: ssoKeys.all });
    },
  });
}
