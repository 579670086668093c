import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, Params, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { lazyRoute } from '@smes/ui';
import type { AreaLoader } from './route-areas';
import type { PrefetchQueue, RoutePrefetch } from './route-prefetch';
import { STATIC_SHELL_ID } from './static-shell';

/** One screen of an app: its path, its Chinese page title (also the visit record's `type`) and its lazy module. */
export type ScreenRoute = {
  path: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The screen's own queries (with the route's parameters: a detail's id), started together with its
   * chunk (route-prefetch.ts), so the data is on its way before the chunk has loaded and rendered.
   */
  prefetch?: RoutePrefetch;
};

function sameParams(a: Params, b: Params): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * How long the first screen waits for its own data while the static shell is on screen (ADR 50): the
 * shell's header (a detail's title included) stays until the screen can draw with its data, instead of
 * giving way to a placeholder that the data then replaces. A slow answer is not waited for beyond this;
 * the screen then draws its loading state as on any navigation.
 */
export const FIRST_SCREEN_DATA_WAIT_MS = 1500;

function firstScreenWait(settled: Promise<void>): Promise<null> | null {
  if (typeof document === 'undefined' || !document.getElementById(STATIC_SHELL_ID)) return null;
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS))]).then(() => null);
}

/**
 * Routes are data: every screen becomes a lazy chunk whose handle carries the title. A screen with a
 * prefetch gets a loader that starts its queries: React Router runs a route's own loader in parallel with its
 * lazy chunk, on the first load and on every navigation to it, with the route's parameters. A navigation
 * does not wait for them (the screen shows its loading state); the first screen under the static shell does,
 * for a while (firstScreenWait).
 */
export function toRouteObjects(screens: readonly ScreenRoute[], prefetchQueue?: PrefetchQueue): RouteObject[] {
  return screens.map(({ path, title, load, prefetch }) => ({
    path,
    handle: { title },
    lazy: lazyRoute(load),
    ...(prefetch && prefetchQueue
      ? {
          loader: ({ params }: LoaderFunctionArgs) => firstScreenWait(prefetchQueue.run((context) => prefetch(context, params))),
          shouldRevalidate: newParams,
        }
      : {}),
  }));
}

// Only a new screen or new parameters start its queries again: a change of the query string
// (a filter, a cited clause) stays a navigation without a loader, as it was before.
const newParams = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) => !sameParams(currentParams, nextParams);

/**
 * The routes of screens that come in areas (ADR 119): one route per address (of one area, given `only`), each loading
 * its area's table before its screen. The router is handed an area's routes when a navigation first reaches one of its
 * addresses (app-routes.tsx, ADR 130). The title arrives with the screen (`lazy` sets `handle`; the router draws a
 * screen only once its `lazy` is done). The loader starts the screen's prefetch as soon as the area's table is there,
 * beside the screen's chunk, as `toRouteObjects` does beside it; an address whose screen has none answers null. Both
 * fail with the area's chunk, to the screens' error element (RouteErrorPage: reload once, then a retry).
 */
export function toAreaRouteObjects(areas: AreaLoader, prefetchQueue?: PrefetchQueue, only?: number): RouteObject[] {
  const addresses = only === undefined ? areas.addresses : areas.addresses.filter(({ area }) => area === only);
  return addresses.map(({ path, area }) => ({
    path,
    lazy: async () => {
      const { title, load } = await areas.screen(area, path);
      const { Component } = await lazyRoute(load)();
      return { Component, handle: { title } };
    },
    ...(prefetchQueue
      ? {
          loader: async ({ params }: LoaderFunctionArgs) => {
            const { prefetch } = await areas.screen(area, path);
            return prefetch ? firstScreenWait(prefetchQueue.run((context) => prefetch(context, params))) : null;
          },
          shouldRevalidate: newParams,
        }
      : {}),
  }));
}
