import { useEffect, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { ApiProvider, usePortalClient, useSessionCheckOnReturn } from '@smes/api';
import type { AppConfig } from '@smes/config';
import { SessionProvider, createExpiryHandler, createSsoUrls, sessionStore } from '@smes/session';
import { AppTheme, ToastProvider, createToastBus } from '@smes/ui';
import { ShellContext, type ShellSettings } from './shell-context';
import { createQueryClient } from './query-client';
import type { PrefetchQueue } from './route-prefetch';
import { createBaselineCache, createStyleCache } from './style-cache';

export type AppProvidersProps = {
  config: AppConfig;
  appName: string;
  /** This app's origin: config.portalOrigin or config.consoleOrigin. */
  appOrigin: string;
  /** Screens' prefetches waiting for the query cache and clients built here (route-prefetch.ts). */
  prefetchQueue?: PrefetchQueue;
  children: ReactNode;
};

/**
 * Hands the real query cache and portal client to the prefetch queue once they exist, in a task of its own:
 * starting the first screen's requests (seven on /home) inside the first commit's effects made that task one of the
 * load's longest (Total Blocking Time).
 */
function PrefetchBridge({ queue }: { queue: PrefetchQueue }) {
  const queryClient = useQueryClient();
  const portal = usePortalClient();
  useEffect(() => {
    const timer = setTimeout(() => queue.attach({ queryClient, portal }), 0);
    return () => clearTimeout(timer);
  }, [queue, queryClient, portal]);
  return null;
}

/** A session ended by 退出登录 in the other app shows as signed out when this app's window comes back into view. */
function SessionCheckOnReturn() {
  useSessionCheckOnReturn();
  return null;
}

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';

/**
 * Everything an app screen stands on, built once per app start (never at module top level, so
 * tests get fresh clients and MSW can intercept): the style cache carrying the CSP nonce, theme, toasts,
 * session, query cache, API clients, and the spec's 444 flow wired to the toast bus and the SSO login page.
 */
export function AppProviders({ config, appName, appOrigin, prefetchQueue, children }: AppProvidersProps) {
  const [runtime] = useState(() => {
    const toastBus = createToastBus();
    const homeUrl = `${appOrigin}${HOME_PATH}`;
    const ssoUrls = createSsoUrls({ ssoPagesBase: config.ssoPagesBase, homeUrl });
    const expiry = createExpiryHandler({
      notify: (message) => toastBus.notify({ severity: 'warning', message }),
      redirect: (url) => window.location.assign(url),
      // After an expiry the new login comes back to the page the visitor was on.
      loginUrl: () => ssoUrls.login(`${window.location.pathname}${window.location.search}${window.location.hash}`),
      isOnLoginPage: () => window.location.pathname === LOGIN_PATH,
      store: sessionStore,
    });
    const settings: ShellSettings = { config, appName, appOrigin, homeUrl, ssoUrls };
    // A stored session may have expired: its 444 notice must be on screen within the ~100 ms before the redirect.
    const toastsSoon = sessionStore.getToken() !== null;
    return { toastBus, expiry, settings, toastsSoon, queryClient: createQueryClient(), styleCache: createStyleCache(), baselineCache: createBaselineCache() };
  });

  return (
    <CacheProvider value={runtime.styleCache}>
      <AppTheme baselineCache={runtime.baselineCache}>
        <ToastProvider bus={runtime.toastBus} loadAtOnce={runtime.toastsSoon}>
          <ShellContext.Provider value={runtime.settings}>
            <SessionProvider store={sessionStore}>
              <QueryClientProvider client={runtime.queryClient}>
                <ApiProvider config={config} notify={runtime.toastBus.notify} onExpired={runtime.expiry.trigger}>
                  {prefetchQueue && <PrefetchBridge queue={prefetchQueue} />}
                  <SessionCheckOnReturn />
                  {children}
                </ApiProvider>
              </QueryClientProvider>
            </SessionProvider>
          </ShellContext.Provider>
        </ToastProvider>
      </AppTheme>
    </CacheProvider>
  );
}
