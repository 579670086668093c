import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, Params, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { lazyRoute } from '@smes/ui';
import type { PrefetchQueue, RoutePrefetch } from './route-prefetch';

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
 * Routes are data: every screen becomes a lazy chunk whose handle carries the title. A screen with a
 * prefetch gets a loader that only starts its queries (and returns nothing to wait for): React Router runs
 * a route's own loader in parallel with its lazy chunk, on the first load and on every navigation to it,
 * with the route's parameters.
 */
export function toRouteObjects(screens: readonly ScreenRoute[], prefetchQueue?: PrefetchQueue): RouteObject[] {
  return screens.map(({ path, title, load, prefetch }) => ({
    path,
    handle: { title },
    lazy: lazyRoute(load),
    ...(prefetch && prefetchQueue
      ? {
          loader: ({ params }: LoaderFunctionArgs) => {
            prefetchQueue.run((context) => prefetch(context, params));
            return null;
          },
          // Only a new screen or new parameters start its queries again: a change of the query string
          // (a filter, a cited clause) stays a navigation without a loader, as it was before.
          shouldRevalidate: ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) => !sameParams(currentParams, nextParams),
        }
      : {}),
  }));
}
