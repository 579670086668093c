import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { AppConfig } from '@smes/config';
import { createPortalClient, exchangeSsoToken } from '@smes/api';
import { adoptTokenFromUrl, type SsoExchange } from '@smes/session';
import { lightTheme, loadThemeVariants, needsThemeVariants, watchHistoryTraversal } from '@smes/ui';
import { AppProviders } from './app-providers';
import { createAppRouter, type AppRouter } from './app-router';
import { createAppRoutes, type AppRoutesOptions } from './app-routes';
import { createAreaLoader, loadAreasOnIntent, type ScreenArea } from './route-areas';
import { createPrefetchQueue, type PrefetchQueue } from './route-prefetch';
import { publishScreenInventory } from './screen-inventory';
import { loadSignedInAccount } from './signed-in-account-loader';

export type RenderAppOptions = Omit<AppRoutesOptions, 'prefetchQueue' | 'areas'> & {
  /**
   * The app's other screens, by area (ADR 119): the first-load JavaScript holds their addresses only; an area's
   * table is loaded for the first address in it (the first screen's area as the app starts).
   */
  areas?: readonly ScreenArea[];
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
 * Mounts an app on the root element (spec §2 and §9 "Public path and mount"). The start is five tasks, not one
 * (Total Blocking Time; ADR 51, ADR 55, ADR 130): the modules run; the router is built (its ranked route table,
 * the first screen matched); the router starts (the first screen's chunk and prefetch, the layout's chunk); the theme
 * is made; then React renders, in a transition that yields every few milliseconds. The router and React's first render in one
 * task made one of the load's longest tasks on a mid-range phone.
 */
export function renderApp({ container = document.getElementById('root'), ...options }: RenderAppOptions): void {
  if (!container) throw new Error('Missing #root');
  const { config, appName, appOrigin, areas, ...screens } = options;
  // The first address's area is asked for now, while the modules run, not when the router starts two tasks later.
  const areaLoader = areas && areas.length > 0 ? createAreaLoader(areas) : undefined;
  areaLoader?.preload(window.location.pathname);
  // Another area's table is asked for when a link to it is pointed at, focused or touched (ADR 123).
  if (areaLoader) loadAreasOnIntent(areaLoader);
  const routes = { ...screens, areas: areaLoader };
  // The SSO pages come back with ?token=… (a one-time hand-off): the address bar is cleaned at once, and the
  // router waits for the exchange, so the first screen already knows who is signed in. Without a token in the
  // address nothing is fetched and the start goes on in the next task as before.
  const adopted = adoptTokenFromUrl(ssoExchangeOf(config));
  publishScreenInventory(areaLoader ? () => areaLoader.all().then((loaded) => [...loaded, ...routes.screens]) : routes.screens);
  // Back and forward draw a page whole, so the browser can put it back where the visitor left it (RenderInTurn).
  watchHistoryTraversal();
  // 关怀模式's theme is not in the first load (ADR 129): remembered, it is asked for now and React's first render waits
  // for it, so the first frame is drawn in it; if it cannot be fetched the app starts in the normal theme.
  const theme = needsThemeVariants() ? loadThemeVariants().then(noop, noop) : undefined;
  void adopted.then(({ token }) => {
    // A signed-in account's corner of the header is a chunk of its own (ADR 129): asked for now, beside the layout's.
    if (token !== null) loadSignedInAccount().catch(noop);
    start({ container, config, appName, appOrigin, routes, theme });
  });
}

function noop(): void {}

/** The hand-off exchange, through a client of its own: the app's clients are built with its providers. */
function ssoExchangeOf(config: AppConfig): SsoExchange {
  return async (handoff) => {
    const client = createPortalClient({ baseUrl: config.portalApiBase, getToken: () => null, onExpired: () => undefined, notify: () => undefined });
    const result = await exchangeSsoToken(client, handoff);
    return result.ok ? result.data.token : null;
  };
}

type StartOptions = Pick<RenderAppOptions, 'config' | 'appName' | 'appOrigin'> & {
  container: HTMLElement;
  routes: Omit<AppRoutesOptions, 'prefetchQueue'>;
  /** Settles when the theme the first render draws is here (undefined: the normal theme, in the first load). */
  theme?: Promise<void>;
};

function start({ container, config, appName, appOrigin, routes, theme }: StartOptions): void {
  setTimeout(() => {
    // Created once per app start. The first screen's prefetch, started with its chunk, waits in the queue for
    // the providers.
    const prefetchQueue = createPrefetchQueue();
    const router = createAppRouter(createAppRoutes({ ...routes, prefetchQueue }));
    setTimeout(() => {
      router.initialize();
      const render = () => {
        // The theme the first render draws with, made in a task of its own, not inside that render nor while the
        // modules run (ADR 130).
        lightTheme();
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
      };
      if (theme) void theme.then(() => setTimeout(render, 0));
      else setTimeout(render, 0);
    }, 0);
  }, 0);
}
