import { sessionStore } from './session-store';
import type { SessionStore } from './session-store';

export type AdoptTokenResult = {
  /** True when the query string's token was stored as the session token. */
  adopted: boolean;
  /** The session token in effect afterwards. */
  token: string | null;
};

const TOKEN_PARAM = 'token';

function paramName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The SSO login sends users back with `?token=…` (spec §4). A stored token wins over the URL's; either way
 * the token leaves the address bar so it is not bookmarked, shared or sent as a referrer.
 * Call before the router is created so the router never sees the token.
 */
export function adoptTokenFromUrl(win: Window = window, store: SessionStore = sessionStore): AdoptTokenResult {
  const { pathname, search, hash } = win.location;
  const params = new URLSearchParams(search);
  if (!params.has(TOKEN_PARAM)) {
    return { adopted: false, token: store.getToken() };
  }

  const candidate = (params.get(TOKEN_PARAM) ?? '').trim();
  let adopted = false;
  if (candidate !== '' && store.getToken() === null) {
    store.setToken(candidate);
    adopted = store.getToken() === candidate;
  }

  // Filtering the raw pairs keeps every other parameter byte for byte, in its order.
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && paramName(pair) !== TOKEN_PARAM);
  const query = kept.length > 0 ? `?${kept.join('&')}` : '';
  win.history.replaceState(win.history.state, '', `${pathname}${query}${hash}`);

  return { adopted, token: store.getToken() };
}
