import { useSessionStore } from '@smes/session';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { SsoCallOptions, SsoClient } from '../../core/sso-client';
import { useSsoClient } from '../../provider/use-api';
import type { SpecialLoginResult } from '../../types';

export type SpecialLoginInput = {
  phone: string;
  /** The portal login token: the SSO host issues a key only to the account that owns the phone. */
  portalToken: string;
};

/** Spec §4 step 2: the logged-in user's phone buys a one-time key (`data.key`). */
export function specialLogin(
  sso: SsoClient,
  { phone, portalToken }: SpecialLoginInput,
  options?: SsoCallOptions,
): Promise<ApiResult<SpecialLoginResult>> {
  return sso.call(
    (api, init) =>
      api.POST('/api/sso/user/specialLogin', { ...init, body: { phone }, headers: { Authorization: `Bearer ${portalToken}` } }),
    options,
  );
}

/** Runs special login and stores the key as `sso_secret`, as the spec prescribes. */
export function useSpecialLogin() {
  const sso = useSsoClient();
  const store = useSessionStore();
  return useMutation({
    mutationFn: async (phone: string) => unwrap(await specialLogin(sso, { phone, portalToken: store.getToken() ?? '' })),
    onSuccess: ({ key }) => store.setSsoSecret(key),
  });
}
