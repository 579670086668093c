import { createContext } from 'react';
import { sessionStore } from './session-store';
import type { SessionStore } from './session-store';

export const SessionStoreContext = createContext<SessionStore>(sessionStore);
