/** sessionStorage key of the pending SSO round trip's state (per tab, gone with the tab). */
export const SSO_STATE_STORAGE_KEY = 'sso_state';
/** Query parameter that carries the state through `backUrl` to the SSO pages and back. */
export const SSO_STATE_PARAM = 'ssoState';

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The state of the SSO round trip this tab is about to start, created on first use and kept until a
 * return consumes it. Reused while pending, so rendering a login link twice does not break the first.
 * Empty when the browser has no session storage: such a browser cannot adopt URL tokens at all.
 */
export function pendingSsoState(storage: Storage | null = defaultStorage()): string {
  if (!storage) return '';
  try {
    const existing = storage.getItem(SSO_STATE_STORAGE_KEY);
    if (existing) return existing;
    const state = randomState();
    storage.setItem(SSO_STATE_STORAGE_KEY, state);
    return state;
  } catch {
    return '';
  }
}

/** Reads and discards the pending state: each one admits at most one return. */
export function takeSsoState(storage: Storage | null = defaultStorage()): string | null {
  if (!storage) return null;
  try {
    const state = storage.getItem(SSO_STATE_STORAGE_KEY);
    storage.removeItem(SSO_STATE_STORAGE_KEY);
    return state;
  } catch {
    return null;
  }
}
