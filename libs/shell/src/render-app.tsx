import { StrictMode, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { AppConfig } from '@smes/config';
import { adoptTokenFromUrl } from '@smes/session';
import { AppProviders } from './app-providers';
import { createAppRoutes, type AppRoutesOptions } from './app-routes';
import { createPrefetchQueue } from './route-prefetch';
import { publishScreenInventory } from './screen-inventory';

export type RenderAppOptions = Omit<AppRoutesOptions, 'prefetchQueue'> & {
  config: AppConfig;
  appName: string;
  appOrigin: string;
  container?: HTMLElement | null;
};

function AppRoot({ config, appName, appOrigin, ...routes }: Omit<RenderAppOptions, 'container'>) {
  // Browser history with base path "/" (spec §2); created once per app start. Creating it starts the
  // first screen's chunk, and with it the screen's prefetch, which waits in the queue for the providers.
  const [{ router, prefetchQueue }] = useState(() => {
    const queue = createPrefetchQueue();
    return { prefetchQueue: queue, router: createBrowserRouter(createAppRoutes({ ...routes, prefetchQueue: queue }), { basename: '/' }) };
  });
  return (
    <AppProviders config={config} appName={appName} appOrigin={appOrigin} prefetchQueue={prefetchQueue}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** Mounts an app on the root element (spec §9 "Public path and mount"). */
export function renderApp({ container = document.getElementById('root'), ...options }: RenderAppOptions): void {
  if (!container) throw new Error('Missing #root');
  // The SSO pages come back with ?token=…: adopt it and clean the address bar before anything routes.
  adoptTokenFromUrl();
  publishScreenInventory(options.screens);
  const root = createRoot(container);
  // A transition, so React renders the providers and the router in slices of a few milliseconds instead of
  // one long task (the static shell is on screen meanwhile; issue 8, Total Blocking Time). The router's own
  // updates (the layout and the first screen) are transitions already.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppRoot {...options} />
      </StrictMode>,
    );
  });
}
