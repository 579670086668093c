import { safeRedirectPath } from './safe-redirect';

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

/**
 * sessionStorage key of the in-app path the pending round trip returns to, kept with its state: the SSO
 * pages' backUrl is always the portal home (spec §2), so where the visitor was is remembered here.
 */
export const SSO_RETURN_STORAGE_KEY = 'sso_return';

type SsoReturn = { state: string; path: string };

/**
 * Remembers where the round trip of `state` comes back to. Only a same-app path is kept (safeRedirectPath);
 * anything else forgets the previous one, so the round trip ends on the home page.
 */
export function rememberSsoReturn(state: string, path: string, storage: Storage | null = defaultStorage()): void {
  if (!storage || state === '') return;
  try {
    const safe = safeRedirectPath(path, '');
    if (safe === '') {
      storage.removeItem(SSO_RETURN_STORAGE_KEY);
      return;
    }
    const value: SsoReturn = { state, path: safe };
    storage.setItem(SSO_RETURN_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Without storage the round trip simply ends on the home page.
  }
}

/**
 * Reads and forgets the return path, and answers it only for the round trip of `state`. The value is checked
 * again here: storage is writable by any script of the origin, and a path must never leave the app.
 */
export function takeSsoReturn(state: string, storage: Storage | null = defaultStorage()): string | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(SSO_RETURN_STORAGE_KEY);
    storage.removeItem(SSO_RETURN_STORAGE_KEY);
    if (raw === null || state === '') return null;
    const value = JSON.parse(raw) as Partial<SsoReturn>;
    if (value.state !== state || typeof value.path !== 'string') return null;
    const safe = safeRedirectPath(value.path, '');
    return safe === '' ? null : safe;
  } catch {
    return null;
  }
}
