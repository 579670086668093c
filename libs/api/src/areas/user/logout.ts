import { useSession } from '@smes/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { portalKeys, ssoKeys } from '../../query-keys';

/**
 * Invalidates the token on the server. Logging out of an expired session is what the user asked
 * for, so a 444 here does not start the expiry flow; a 500 is not toasted because the local
 * sign-out succeeds regardless.
 */
export function logout(client: PortalClient, options?: CallOptions): Promise<ApiResult<null>> {
  return client.call((api, init) => api.POST('/api/v1/user/logout', init), { ignoreExpiry: true, silent: true, ...options });
}

export type LogoutOutcome = {
  /** False when the server could not confirm (offline, expired token, error); the local session is gone either way. */
  serverConfirmed: boolean;
};

/** Calls the logout API, then signs out locally whatever the outcome and drops the account's cached data. */
export function useLogout() {
  const client = usePortalClient();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<LogoutOutcome> => {
      const serverConfirmed = await logout(client).then(
        (result) => result.ok,
        () => false,
      );
      signOut();
      queryClient.removeQueries({ queryKey: portalKeys.user() });
      queryClient.removeQueries({ queryKey: ssoKeys.all });
      return { serverConfirmed };
    },
  });
}
