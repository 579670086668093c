import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { PortalClient } from '@smes/api';
import { parseRouteId } from './route-paths';

/** What a screen's prefetch may use: the app's query cache and portal client. */
export type PrefetchContext = { queryClient: QueryClient; portal: PortalClient };

/**
 * Starts a screen's own queries; called when the router starts loading the screen's chunk, with the
 * route's parameters (a detail's `:id`, as the URL has it: check it as the screen does). What it returns
 * (the queries' promise) says when the data is in the cache, whether it came or failed.
 */
export type RoutePrefetch = (context: PrefetchContext, params: Params) => unknown;

export type PrefetchQueue = {
  /**
   * Runs the prefetch now, or as soon as the providers are up; settles when what the prefetch returned
   * has settled (never rejects: a failed prefetch leaves its error in the cache for the screen to show).
   */
  run(prefetch: (context: PrefetchContext) => unknown): Promise<void>;
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
  const ignore = () => undefined;
  const start = (prefetch: (context: PrefetchContext) => unknown, ready: PrefetchContext): Promise<void> => {
    try {
      return Promise.resolve(prefetch(ready)).then(ignore, ignore);
    } catch {
      // A prefetch is an optimisation: the screen's own queries fetch (and report) anyway.
      return Promise.resolve();
    }
  };
  return {
    run(prefetch) {
      if (context) return start(prefetch, context);
      return new Promise((resolve) => waiting.push((ready) => void start(prefetch, ready).then(resolve)));
    },
    attach(next) {
      context = next;
      for (const prefetch of waiting.splice(0)) prefetch(next);
    },
  };
}

/**
 * Starts a screen's first requests one per task, in order. Each costs a few milliseconds of the main thread
 * (`fetch`, the client's headers, the cache's bookkeeping); /home's seven in one go made one of the load's long
 * tasks on a slow machine (Total Blocking Time, ADR 52). They still all start before the screen's chunk
 * has come.
 */
export function startInTurn(starts: readonly (() => unknown)[]): void {
  for (const start of starts) setTimeout(start, 0);
}

/**
 * A detail screen's prefetch: its one query for the route's `:id`, under the key the screen reads, so the
 * data is on its way while the chunk loads (otherwise a detail's title, its largest paint, waits for the
 * chunk to load and run before the request even starts). An id the screen would refuse (parseRouteId)
 * is not asked for.
 */
export function prefetchByRouteId<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: (portal: PortalClient, id: number) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  /**
   * The screen's other first queries (the dictionaries it labels the record with): started with it, and waited
   * for with it on the first load, so the screen draws once with all of them instead of drawing again, in one
   * blocking render, as each arrives.
   */
  alongside?: (context: PrefetchContext) => readonly Promise<unknown>[],
): RoutePrefetch {
  return (context, params) => {
    const id = parseRouteId(params['id']);
    if (id === null) return undefined;
    return Promise.all([context.queryClient.prefetchQuery(options(context.portal, id)), ...(alongside?.(context) ?? [])]);
  };
}
