import { HOME_PATH, LOGIN_PATH } from './app-providers';

/** `/login?via=sso`: the login screen starts the SSO round trip at once instead of showing its form. */
export const VIA_SSO_PARAM = 'via';
export const VIA_SSO_VALUE = 'sso';

/**
 * A link into the other app (console ↔ portal) that keeps the visitor signed in: it opens that app's login
 * screen, which goes through the SSO host; a browser signed in there comes straight back with a one-time
 * hand-off and lands on `path`. No token travels in the link itself, so the link can be shown, copied and
 * bookmarked safely.
 */
export function crossAppHref(origin: string, path: string = HOME_PATH): string {
  const query = new URLSearchParams({ [VIA_SSO_PARAM]: VIA_SSO_VALUE, redirect: path });
  return `${origin.replace(/\/+$/, '')}${LOGIN_PATH}?${query.toString()}`;
}
