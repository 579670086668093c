import { useSessionStore } from '@smes/session';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { SsoCallOptions, SsoClient } from '../../core/sso-client';
import { useSsoClient } from '../../provider/use-api';
import type { SsoTokenResult } from '../../types';

/** Spec §4 step 3: the special-login key is exchanged for the notes token (`data.token`). */
export function getSsoToken(sso: SsoClient, key: string, options?: SsoCallOptions): Promise<ApiResult<SsoTokenResult>> {
  return sso.call((api, init) => api.POST('/api/sso/user/getToken', { ...init, body: { key } }), options);
}

/** Exchanges the key and stores the token as `sso_token`. */
export function useGetSsoToken() {
  const sso = useSsoClient();
  const store = useSessionStore();
  return useMutation({
    mutationFn: async (key: string) => unwrap(await getSsoToken(sso, key)),
    onSuccess: ({ token }) => store.setSsoToken(token),
  });
}
