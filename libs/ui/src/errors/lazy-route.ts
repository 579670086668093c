import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@smes/config';
import { ChunkLoadTimeoutError } from './chunk-error';

export type LazyRouteOptions = {
  /** How long to wait for the chunk; the spec's 120 s by default. */
  timeoutMs?: number;
  /** Where the reload-once flags live; `sessionStorage` by default. */
  storage?: Storage;
  /**
   * Whether a successful load clears the reload-once flags; true by default. False for a chunk loaded
   * beside a screen's (the shell's layout): it proves nothing about the screen's chunk, and clearing the
   * flag while that one fails would let the page reload itself again and again.
   */
  clearsReloadFlags?: boolean;
};

/** Prefix of the sessionStorage flags RouteErrorPage sets, one per URL, when it reloads after a failed chunk. */
export const CHUNK_RELOAD_KEY_PREFIX = 'chunk-reload:';

/** The session's storage, or undefined when the browser blocks it (privacy settings). */
export function defaultStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The promise, or a ChunkLoadTimeoutError once `timeoutMs` has passed without it settling (a chunk or a route table). */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function clearReloadFlags(storage: Storage): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(CHUNK_RELOAD_KEY_PREFIX)) keys.push(key);
    }
    // Collected first: removing while iterating would shift the indexes.
    for (const key of keys) storage.removeItem(key);
  } catch {
    // A blocked storage holds no flags worth clearing.
  }
}

/**
 * Adapts `() => import('./page')` to React Router's `route.lazy`, racing the import against the chunk
 * load timeout. A failure is rethrown for the route's errorElement (RouteErrorPage), which owns the
 * reload-once logic: the router calls `lazy` before committing a navigation, so only the error page
 * knows the URL that actually failed. A successful load proves the build is reachable again, so it
 * clears every reload flag and a later failure may reload once more.
 */
export function lazyRoute(
  factory: () => Promise<{ default: ComponentType }>,
  options: LazyRouteOptions = {},
): () => Promise<{ Component: ComponentType }> {
  const { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, clearsReloadFlags = true } = options;

  return async () => {
    const module = await withTimeout(factory(), timeoutMs);
    const storage = clearsReloadFlags ? (options.storage ?? defaultStorage()) : undefined;
    if (storage) clearReloadFlags(storage);
    return { Component: module.default };
  };
}
