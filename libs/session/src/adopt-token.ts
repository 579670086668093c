import { sessionStore } from './session-store';
import type { SessionStore } from './session-store';
import { SSO_STATE_PARAM, takeSsoReturn, takeSsoState } from './sso-state';

export type AdoptTokenResult = {
  /** True when the query string's token was stored as the session token. */
  adopted: boolean;
  /** The session token in effect afterwards. */
  token: string | null;
  /** The in-app path the round trip returned to (the address now shows it); absent when it stayed put. */
  returnedTo?: string;
};

const TOKEN_PARAM = 'token';
const STRIPPED = new Set([TOKEN_PARAM, SSO_STATE_PARAM]);

function paramName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The SSO login sends users back with `?token=…` (spec §4). The token is adopted only when it comes back
 * from a round trip this tab started: `backUrl` carried a one-time state that this tab keeps in
 * sessionStorage, and the state is discarded on the first return. A link someone else crafted with their
 * own token (login CSRF) is stripped and ignored. A stored token wins over the URL's; either way the token
 * leaves the address bar so it is not bookmarked, shared or sent as a referrer.
 * Call before the router is created so the router never sees the token.
 */
export function adoptTokenFromUrl(win: Window = window, store: SessionStore = sessionStore): AdoptTokenResult {
  const { pathname, search, hash } = win.location;
  const params = new URLSearchParams(search);
  if (!params.has(TOKEN_PARAM)) {
    return { adopted: false, token: store.getToken() };
  }

  const storage = sessionStorageOf(win);
  const expected = takeSsoState(storage);
  const returned = params.get(SSO_STATE_PARAM);
  const fromOwnRoundTrip = expected !== null && expected !== '' && returned === expected;
  // Where the visitor was when this tab started the round trip; only this tab's own return may go there.
  const returnPath = expected ? takeSsoReturn(expected, storage) : null;
  const candidate = (params.get(TOKEN_PARAM) ?? '').trim();
  let adopted = false;
  if (fromOwnRoundTrip && candidate !== '' && store.getToken() === null) {
    store.setToken(candidate);
    adopted = store.getToken() === candidate;
  }

  if (fromOwnRoundTrip && returnPath !== null && store.getToken() !== null) {
    // The path was checked when it was kept and again when it was read (same app, no scheme, no "//host").
    try {
      win.history.replaceState(win.history.state, '', returnPath);
      return { adopted, token: store.getToken(), returnedTo: returnPath };
    } catch {
      // Fall through: the token still leaves the address bar below.
    }
  }

  // Filtering the raw pairs keeps every other parameter byte for byte, in its order.
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !STRIPPED.has(paramName(pair)));
  const query = kept.length > 0 ? `?${kept.join('&')}` : '';
  // `//evil.com/home` (a backUrl path starting with //) would resolve to another origin and make
  // replaceState throw SecurityError, leaving the token in the address bar and the page blank.
  const path = pathname.replace(/^[/\\]+/, '/');
  try {
    win.history.replaceState(win.history.state, '', `${path}${query}${hash}`);
  } catch {
    win.history.replaceState(win.history.state, '', '/');
  }

  return { adopted, token: store.getToken() };
}
