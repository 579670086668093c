import type { AppConfig } from '@smes/config';
import { useSessionStore } from '@smes/session';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { NotifyFn } from '../core/notify';
import { createPortalClient } from '../core/portal-client';
import { createSsoClient } from '../core/sso-client';
import { ApiContext } from './api-context';
import type { ApiContextValue } from './api-context';

export type ApiProviderProps = {
  config: AppConfig;
  notify: NotifyFn;
  /** The session's expiry flow, e.g. `createExpiryHandler(...).trigger`. */
  onExpired(): void;
  /** Replaces `globalThis.fetch`; without it the global is looked up at each request (MSW patches it). */
  fetch?: typeof fetch;
  children?: ReactNode;
};

/**
 * Builds the portal and SSO clients once per mount. Tokens come from the session store at request time
 * and the callbacks through a ref, so a re-render with new callbacks never rebuilds a client. `config`
 * is read on mount only: hosts do not change while the app runs.
 */
export function ApiProvider({ config, notify, onExpired, fetch, children }: ApiProviderProps) {
  const store = useSessionStore();
  const latest = useRef({ notify, onExpired, fetch });
  useEffect(() => {
    latest.current = { notify, onExpired, fetch };
  }, [notify, onExpired, fetch]);

  const [value] = useState<ApiContextValue>(() => {
    const lazyFetch: typeof globalThis.fetch = (input, init) => (latest.current.fetch ?? globalThis.fetch)(input, init);
    const notifyLatest: NotifyFn = (toast) => latest.current.notify(toast);
    return {
      config,
      notify: notifyLatest,
      portal: createPortalClient({
        baseUrl: config.portalApiBase,
        getToken: () => store.getToken(),
        onExpired: () => latest.current.onExpired(),
        notify: notifyLatest,
        fetch: lazyFetch,
      }),
      sso: createSsoClient({
        baseUrl: config.ssoApiBase,
        getSsoToken: () => store.getSsoToken(),
        fetch: lazyFetch,
      }),
    };
  });

  return <ApiContext value={value}>{children}</ApiContext>;
}
