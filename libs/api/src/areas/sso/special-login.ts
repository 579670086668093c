import { useSessionStore } from '@smes/session';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { SsoCallOptions, SsoClient } from '../../core/sso-client';
import { useSsoClient } from '../../provider/use-api';
import type { SpecialLoginResult } from '../../types';

/** Spec §4 step 2: the phone buys a one-time key (`data.key`). */
export function specialLogin(sso: SsoClient, phone: string, options?: SsoCallOptions): Promise<ApiResult<SpecialLoginResult>> {
  return sso.call((api, init) => api.POST('/api/sso/user/specialLogin', { ...init, body: { phone } }), options);
}

/** Runs special login and stores the key as `sso_secret`, as the spec prescribes. */
export function useSpecialLogin() {
  const sso = useSsoClient();
  const store = useSessionStore();
  return useMutation({
    mutationFn: async (phone: string) => unwrap(await specialLogin(sso, phone)),
    onSuccess: ({ key }) => store.setSsoSecret(key),
  });
}
