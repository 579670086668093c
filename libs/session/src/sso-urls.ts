import { SSO_STATE_PARAM, pendingSsoState, rememberSsoReturn } from './sso-state';

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
  /** Keeps the in-app path a round trip returns to; defaults to this tab's sessionStorage. */
  rememberReturn?: (state: string, path: string) => void;
};

export type SsoUrls = {
  /**
   * The SSO login page. With `returnPath` (a same-app path such as "/findpolicy/DeclarationProjectDetail/68"),
   * the round trip that this link starts ends there once the token is adopted; backUrl stays the portal home.
   */
  login(returnPath?: string): string;
  /** The SSO register page, returning like login. */
  register(returnPath?: string): string;
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
export function createSsoUrls({ ssoPagesBase, homeUrl, state = pendingSsoState, rememberReturn = rememberSsoReturn }: SsoUrlsOptions): SsoUrls {
  assertAbsoluteHttpUrl('ssoPagesBase', ssoPagesBase);
  assertAbsoluteHttpUrl('homeUrl', homeUrl);
  const base = ssoPagesBase.replace(/\/+$/, '');
  const page = (name: string, backUrl: string) => `${base}/${name}?backUrl=${encodeURIComponent(backUrl)}`;
  // Read when a link is built, not here: the state is per tab and is consumed by each return.
  // A link built without a return path leaves the remembered one alone: the page's own login link (with its
  // path) and the header's register link (without) are built in either order.
  const withState = (returnPath: string | undefined) => {
    const current = state();
    if (returnPath !== undefined) rememberReturn(current, returnPath);
    const url = new URL(homeUrl);
    url.searchParams.set(SSO_STATE_PARAM, current);
    return url.href;
  };
  return {
    login: (returnPath) => page('login', withState(returnPath)),
    register: (returnPath) => page('register', withState(returnPath)),
    // Logout sends no token back, so it needs no state.
    logout: () => page('logout', homeUrl),
  };
}
