import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@smes/ui';
import type { PrefetchQueue, RoutePrefetch } from './route-prefetch';

/** One screen of an app: its path, its Chinese page title (also the visit record's `type`) and its lazy module. */
export type ScreenRoute = {
  path: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
  /** The screen's own queries, started together with its chunk (route-prefetch.ts). */
  prefetch?: RoutePrefetch;
};

/**
 * Routes are data: every screen becomes a lazy chunk whose handle carries the title; a screen with a
 * prefetch starts its queries when the router starts loading that chunk.
 */
export function toRouteObjects(screens: readonly ScreenRoute[], prefetchQueue?: PrefetchQueue): RouteObject[] {
  return screens.map(({ path, title, load, prefetch }) => {
    const loadChunk = lazyRoute(load);
    return {
      path,
      handle: { title },
      lazy: prefetch && prefetchQueue
        ? () => {
            prefetchQueue.run(prefetch);
            return loadChunk();
          }
        : loadChunk,
    };
  });
}
