import { sessionStore } from './session-store';
import type { SessionStore } from './session-store';
import { SSO_STATE_PARAM, takeSsoReturn, takeSsoState } from './sso-state';

export type AdoptTokenResult = {
  /** True when the query string's hand-off was exchanged and its session stored as the session token. */
  adopted: boolean;
  /** The session token in effect afterwards. */
  token: string | null;
  /** The in-app path the round trip returned to (the address now shows it); absent when it stayed put. */
  returnedTo?: string;
};

/**
 * Turns the one-time hand-off an SSO return carries into a session token (POST /api/v1/user/ssoExchange);
 * null when the host refuses it (spent, expired, forged) or cannot be reached.
 */
export type SsoExchange = (handoff: string) => Promise<string | null>;

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
 * The SSO login sends users back with `?token=…` (spec §4). That token is a hand-off, good for one exchange
 * within a minute: it is exchanged only when it comes back from a round trip this tab started (`backUrl`
 * carried a one-time state that this tab keeps in sessionStorage, discarded on the first return). A link
 * someone else crafted with their own hand-off (login CSRF) is stripped and ignored. A stored token wins over
 * the URL's; either way the token leaves the address bar at once, before the exchange, so it is not
 * bookmarked, shared or sent as a referrer. Call before the router is created and let it wait for the answer,
 * so the router never sees the token and the first screen already knows who is signed in.
 */
export function adoptTokenFromUrl(exchange: SsoExchange, win: Window = window, store: SessionStore = sessionStore): Promise<AdoptTokenResult> {
  const params = new URLSearchParams(win.location.search);
  if (!params.has(TOKEN_PARAM)) {
    return Promise.resolve({ adopted: false, token: store.getToken() });
  }

  const storage = sessionStorageOf(win);
  const expected = takeSsoState(storage);
  const returned = params.get(SSO_STATE_PARAM);
  const fromOwnRoundTrip = expected !== null && expected !== '' && returned === expected;
  // Where the visitor was when this tab started the round trip; only this tab's own return may go there.
  const returnPath = expected ? takeSsoReturn(expected, storage) : null;
  const candidate = (params.get(TOKEN_PARAM) ?? '').trim();
  const handoff = fromOwnRoundTrip && candidate !== '' && store.getToken() === null ? candidate : null;
  const returnedTo = fromOwnRoundTrip && returnPath !== null && (handoff !== null || store.getToken() !== null) ? cleanAddress(win, returnPath) : undefined;
  if (returnedTo === undefined) cleanAddress(win, null);
  const settled = (adopted: boolean): AdoptTokenResult => ({ adopted, token: store.getToken(), ...(returnedTo ? { returnedTo } : {}) });
  if (handoff === null) return Promise.resolve(settled(false));
  return exchange(handoff).then(
    (session) => {
      // Another tab may have signed in meanwhile: its session stands.
      if (!session || store.getToken() !== null) return settled(false);
      store.setToken(session);
      return settled(store.getToken() === session);
    },
    () => settled(false),
  );
}

/**
 * Puts `returnPath` in the address bar (checked when it was kept and again when read: same app, no scheme, no
 * "//host"), or the current address without the token and state; answers the return path when it went there.
 */
function cleanAddress(win: Window, returnPath: string | null): string | undefined {
  const { pathname, search, hash } = win.location;
  if (returnPath !== null) {
    try {
      win.history.replaceState(win.history.state, '', returnPath);
      return returnPath;
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
  return undefined;
}
