import type { ReactNode } from 'react';
import { SessionStoreContext } from './session-context';
import { sessionStore } from './session-store';
import type { SessionStore } from './session-store';

export type SessionProviderProps = {
  children?: ReactNode;
  /** Defaults to the browser store; tests inject their own. */
  store?: SessionStore;
};

export function SessionProvider({ children, store = sessionStore }: SessionProviderProps) {
  return <SessionStoreContext value={store}>{children}</SessionStoreContext>;
}
