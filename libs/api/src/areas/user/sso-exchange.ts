import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { LoginResult } from '../../types';

/**
 * Exchanges the one-time hand-off an SSO return carries (`?token=`, spec §4) for a session. Silent: a spent or
 * expired hand-off leaves the visitor signed out without a toast, on the page they came back to.
 */
export function exchangeSsoToken(client: PortalClient, token: string, options: CallOptions = { silent: true }): Promise<ApiResult<LoginResult>> {
  return client.call((api, init) => api.POST('/api/v1/user/ssoExchange', { ...init, body: { token } }), options);
}
