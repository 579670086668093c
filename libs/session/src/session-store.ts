import { isSessionStorageKey, STORAGE_KEYS } from './storage-keys';
import type { StorageKey } from './storage-keys';
import { parseUserInfo } from './user-info';
import type { UserInfo } from './user-info';

/** What the UI renders from: the same reference until the token or the user info changes. */
export type SessionSnapshot = {
  token: string | null;
  userInfo: UserInfo | null;
};

export type SessionListener = () => void;

export type SessionStore = {
  getToken(): string | null;
  /** An empty string or null removes the token (logged out). */
  setToken(token: string | null): void;
  getUserInfo(): UserInfo | null;
  /** null removes the entry. */
  setUserInfo(info: UserInfo | null): void;
  getSsoToken(): string | null;
  setSsoToken(token: string | null): void;
  getSsoSecret(): string | null;
  setSsoSecret(secret: string | null): void;
  /** The spec clears all of local storage, not only its own keys. */
  clear(): void;
  subscribe(listener: SessionListener): () => void;
  getSnapshot(): SessionSnapshot;
};

export type SessionStoreOptions = {
  /** Where values live; may throw (private mode, blocked cookies), which reads as an empty storage. */
  getStorage?: () => Storage | null | undefined;
  /** Receives other tabs' 'storage' events. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
};

function defaultStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

function defaultEventTarget(): SessionStoreOptions['eventTarget'] {
  return typeof window === 'undefined' ? null : window;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const getStorage = options.getStorage ?? defaultStorage;
  const eventTarget = options.eventTarget === undefined ? defaultEventTarget() : options.eventTarget;
  const listeners = new Set<SessionListener>();
  let cachedRaw: { token: string | null; userinfo: string | null } | null = null;
  let cachedSnapshot: SessionSnapshot = { token: null, userInfo: null };

  function storage(): Storage | null {
    try {
      return getStorage() ?? null;
    } catch {
      return null;
    }
  }

  function read(key: StorageKey): string | null {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function write(key: StorageKey, value: string | null): void {
    try {
      const target = storage();
      if (value === null) {
        target?.removeItem(key);
      } else {
        target?.setItem(key, value);
      }
    } catch {
      // A full or forbidden storage leaves the previous state, which the next read reports honestly.
    }
    emit();
  }

  function emit(): void {
    for (const listener of [...listeners]) {
      listener();
    }
  }

  function nonEmpty(value: string | null): string | null {
    return value === null || value === '' ? null : value;
  }

  function handleStorageEvent(event: Event): void {
    const key = (event as StorageEvent).key;
    // A null key means another tab called localStorage.clear().
    if (key === null || key === undefined || isSessionStorageKey(key)) {
      emit();
    }
  }

  return {
    getToken: () => nonEmpty(read(STORAGE_KEYS.token)),
    setToken: (token) => write(STORAGE_KEYS.token, nonEmpty(token)),
    getUserInfo: () => parseUserInfo(read(STORAGE_KEYS.userinfo)),
    setUserInfo: (info) => write(STORAGE_KEYS.userinfo, info === null ? null : JSON.stringify(info)),
    getSsoToken: () => nonEmpty(read(STORAGE_KEYS.ssoToken)),
    setSsoToken: (token) => write(STORAGE_KEYS.ssoToken, nonEmpty(token)),
    getSsoSecret: () => nonEmpty(read(STORAGE_KEYS.ssoSecret)),
    setSsoSecret: (secret) => write(STORAGE_KEYS.ssoSecret, nonEmpty(secret)),
    clear: () => {
      try {
        storage()?.clear();
      } catch {
        // Nothing readable is left either way.
      }
      emit();
    },
    subscribe: (listener) => {
      if (listeners.size === 0) {
        eventTarget?.addEventListener('storage', handleStorageEvent);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          eventTarget?.removeEventListener('storage', handleStorageEvent);
        }
      };
    },
    getSnapshot: () => {
      // Comparing raw strings keeps the reference stable and still sees writes made outside the store.
      const token = read(STORAGE_KEYS.token);
      const userinfo = read(STORAGE_KEYS.userinfo);
      if (cachedRaw === null || cachedRaw.token !== token || cachedRaw.userinfo !== userinfo) {
        cachedRaw = { token, userinfo };
        cachedSnapshot = { token: nonEmpty(token), userInfo: parseUserInfo(userinfo) };
      }
      return cachedSnapshot;
    },
  };
}

/** The browser's session, over window.localStorage. */
export const sessionStore: SessionStore = createSessionStore();
