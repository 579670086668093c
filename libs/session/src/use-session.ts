import { useCallback, useContext, useSyncExternalStore } from 'react';
import { SessionStoreContext } from './session-context';
import type { SessionStore } from './session-store';
import type { UserInfo } from './user-info';

export type UseSessionResult = {
  token: string | null;
  isLoggedIn: boolean;
  userInfo: UserInfo | null;
  /** Stores the token and, when given, the user info (null removes it). */
  signIn(token: string, userInfo?: UserInfo | null): void;
  setUserInfo(info: UserInfo): void;
  /** Clears all of local storage, as the spec does on logout and expiry. */
  signOut(): void;
};

/** The store in effect: the provider's, or the browser store without a provider. */
export function useSessionStore(): SessionStore {
  return useContext(SessionStoreContext);
}

export function useSession(): UseSessionResult {
  const store = useSessionStore();
  const { token, userInfo } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  const signIn = useCallback(
    (nextToken: string, nextUserInfo?: UserInfo | null) => {
      store.setToken(nextToken);
      if (nextUserInfo !== undefined) {
        store.setUserInfo(nextUserInfo);
      }
    },
    [store],
  );
  const setUserInfo = useCallback((info: UserInfo) => store.setUserInfo(info), [store]);
  const signOut = useCallback(() => store.clear(), [store]);

  return { token, isLoggedIn: token !== null, userInfo, signIn, setUserInfo, signOut };
}
