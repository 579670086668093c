import { useSession } from '@smes/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { portalKeys } from '../../query-keys';
import type { LoginRequest, LoginResult } from '../../types';
import { toSessionUserInfo } from './session-user-info';

export function login(client: PortalClient, body: LoginRequest, options?: CallOptions): Promise<ApiResult<LoginResult>> {
  return client.call((api, init) => api.POST('/api/v1/user/login', { ...init, body }), options);
}

/** Portal login; on success the token and user info go to the session and account data is refetched. */
export function useLogin() {
  const client = usePortalClient();
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginRequest) => unwrap(await login(client, body)),
    onSuccess: async ({ token, userinfo }) => {
      signIn(token, toSessionUserInfo(userinfo));
      await queryClient.invalidateQueries({ queryKey: portalKeys.user() });
    },
  });
}
