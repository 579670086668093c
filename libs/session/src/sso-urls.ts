export type SsoUrlsOptions = {
  /** Host of the provider's SSO pages, from config. */
  ssoPagesBase: string;
  /** Absolute portal home the SSO pages send the user back to. */
  homeUrl: string;
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
export function createSsoUrls({ ssoPagesBase, homeUrl }: SsoUrlsOptions): SsoUrls {
  assertAbsoluteHttpUrl('ssoPagesBase', ssoPagesBase);
  assertAbsoluteHttpUrl('homeUrl', homeUrl);
  const base = ssoPagesBase.replace(/\/+$/, '');
  const backUrl = encodeURIComponent(homeUrl);
  const page = (name: string) => `${base}/${name}?backUrl=${backUrl}`;
  return {
    login: () => page('login'),
    register: () => page('register'),
    logout: () => page('logout'),
  };
}
