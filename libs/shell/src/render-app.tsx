import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { AppConfig } from '@smes/config';
import { adoptTokenFromUrl } from '@smes/session';
import { AppProviders } from './app-providers';
import { createAppRoutes, type AppRoutesOptions } from './app-routes';
import { createPrefetchQueue, type PrefetchQueue } from './route-prefetch';
import { publishScreenInventory } from './screen-inventory';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export type RenderAppOptions = Omit<AppRoutesOptions, 'prefetchQueue'> & {
  config: AppConfig;
  appName: string;
  appOrigin: string;
  container?: HTMLElement | null;
};

type AppRootProps = Pick<RenderAppOptions, 'config' | 'appName' | 'appOrigin'> & { router: AppRouter; prefetchQueue: PrefetchQueue };

function AppRoot({ config, appName, appOrigin, router, prefetchQueue }: AppRootProps) {
  return (
    <AppProviders config={config} appName={appName} appOrigin={appOrigin} prefetchQueue={prefetchQueue}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * Mounts an app on the root element (spec §2 and §9 "Public path and mount"). The start is three tasks, not one
 * (issue 8, Total Blocking Time; ADR 51): the modules run, then the router is built in a task of its own (its
 * ranked route table, the first screen matched and its chunk and prefetch started), then React renders, in a
 * transition that yields every few milliseconds. The router and React's first render were one task of about
 * 25 ms here, four times that on a mid-range phone.
 */
export function renderApp({ container = document.getElementById('root'), ...options }: RenderAppOptions): void {
  if (!container) throw new Error('Missing #root');
  // The SSO pages come back with ?token=…: adopt it and clean the address bar before anything routes.
  adoptTokenFromUrl();
  publishScreenInventory(options.screens);
  const { config, appName, appOrigin, ...routes } = options;
  setTimeout(() => {
    // Browser history with base path "/" (spec §2), created once per app start. Creating it starts the first
    // screen's chunk, and with it the screen's prefetch, which waits in the queue for the providers.
    const prefetchQueue = createPrefetchQueue();
    const router = createBrowserRouter(createAppRoutes({ ...routes, prefetchQueue }), { basename: '/' });
    setTimeout(() => {
      const root = createRoot(container);
      // A transition, so React renders the providers and the router in slices of a few milliseconds instead of
      // one long task (the static shell is on screen meanwhile). The router's own updates are transitions already.
      startTransition(() => {
        root.render(
          <StrictMode>
            <AppRoot config={config} appName={appName} appOrigin={appOrigin} router={router} prefetchQueue={prefetchQueue} />
          </StrictMode>,
        );
      });
    }, 0);
  }, 0);
}
