import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { PortalClient } from '@smes/api';
import { parseRouteId } from './route-paths';

/** What a screen's prefetch may use: the app's query cache and portal client. */
export type PrefetchContext = { queryClient: QueryClient; portal: PortalClient };

/**
 * Starts a screen's own queries; called when the router starts loading the screen's chunk, with the
 * route's parameters (a detail's `:id`, as the URL has it: check it as the screen does).
 */
export type RoutePrefetch = (context: PrefetchContext, params: Params) => void;

export type PrefetchQueue = {
  /** Runs the prefetch now, or as soon as the providers are up. */
  run(prefetch: (context: PrefetchContext) => void): void;
  /** Called once by the providers with the real cache and clients; runs what was waiting. */
  attach(context: PrefetchContext): void;
};

/**
 * The router starts the first screen's lazy chunk while it is created, before React has rendered the
 * providers that own the query cache and the API clients. The queue bridges the two, so a screen's data
 * requests start in parallel with its chunk instead of after it has loaded and rendered.
 */
export function createPrefetchQueue(): PrefetchQueue {
  let context: PrefetchContext | undefined;
  const waiting: ((context: PrefetchContext) => void)[] = [];
  const start = (prefetch: (context: PrefetchContext) => void, ready: PrefetchContext) => {
    try {
      prefetch(ready);
    } catch {
      // A prefetch is an optimisation: the screen's own queries fetch (and report) anyway.
    }
  };
  return {
    run(prefetch) {
      if (context) start(prefetch, context);
      else waiting.push(prefetch);
    },
    attach(next) {
      context = next;
      for (const prefetch of waiting.splice(0)) start(prefetch, next);
    },
  };
}

/**
 * A detail screen's prefetch: its one query for the route's `:id`, under the key the screen reads, so the
 * data is on its way while the chunk loads (issue 8: a detail's title, its largest paint, waited for the
 * chunk to load and run before the request even started). An id the screen would refuse (parseRouteId)
 * is not asked for.
 */
export function prefetchByRouteId<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: (portal: PortalClient, id: number) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): RoutePrefetch {
  return ({ queryClient, portal }, params) => {
    const id = parseRouteId(params['id']);
    if (id !== null) void queryClient.prefetchQuery(options(portal, id));
  };
}
