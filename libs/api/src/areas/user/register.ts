import { useSession } from '@smes/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { portalKeys } from '../../query-keys';
import type { LoginResult, RegisterRequest } from '../../types';
import { toSessionUserInfo } from './session-user-info';

export function register(client: PortalClient, body: RegisterRequest, options?: CallOptions): Promise<ApiResult<LoginResult>> {
  return client.call((api, init) => api.POST('/api/v1/user/register', { ...init, body }), options);
}

/** Creates a portal account; the answer logs the new user in exactly like useLogin. */
export function useRegister() {
  const client = usePortalClient();
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterRequest) => unwrap(await register(client, body)),
    onSuccess: async ({ token, userinfo }) => {
      signIn(token, toSessionUserInfo(userinfo));
      await queryClient.invalidateQueries({ queryKey: portalKeys.user() });
    },
  });
}
