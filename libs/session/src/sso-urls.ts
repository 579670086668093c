import { SSO_STATE_PARAM, pendingSsoState } from './sso-state';

export type SsoUrlsOptions = {
  /** Host of the provider's SSO pages, from config. */
  ssoPagesBase: string;
  /** Absolute portal home the SSO pages send the user back to. */
  homeUrl: string;
  /**
   * The state of the round trip that login and register start, carried in backUrl and checked by
   * adoptTokenFromUrl on the way back. Defaults to this tab's pending state in sessionStorage.
   */
  state?: () => string;
};

export type SsoUrls = {
  login(): string;
  register(): string;
  logout(): string;
};

export class SsoUrlError extends Error {
  override readonly name = 'SsoUrlError';
}

function assertAbsoluteHttpUrl(label: string, value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SsoUrlError(`${label} must be an absolute http(s) URL: "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SsoUrlError(`${label} must be an absolute http(s) URL: "${value}"`);
  }
}

/**
 * The SSO login, register and logout pages, each with backUrl pointing at the portal home.
 * Built from config only: taking backUrl from the current address would let a crafted link
 * turn the SSO host into an open redirect.
 */
export function createSsoUrls({ ssoPagesBase, homeUrl, state = pendingSsoState }: SsoUrlsOptions): SsoUrls {
  assertAbsoluteHttpUrl('ssoPagesBase', ssoPagesBase);
  assertAbsoluteHttpUrl('homeUrl', homeUrl);
  const base = ssoPagesBase.replace(/\/+$/, '');
  const page = (name: string, backUrl: string) => `${base}/${name}?backUrl=${encodeURIComponent(backUrl)}`;
  // Read when a link is built, not here: the state is per tab and is consumed by each return.
  const withState = () => {
    const url = new URL(homeUrl);
    url.searchParams.set(SSO_STATE_PARAM, state());
    return url.href;
  };
  return {
    login: () => page('login', withState()),
    register: () => page('register', withState()),
    // Logout sends no token back, so it needs no state.
    logout: () => page('logout', homeUrl),
  };
}
