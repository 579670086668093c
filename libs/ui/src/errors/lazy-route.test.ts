import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@smes/config';
import { CHUNK_RELOAD_KEY_PREFIX, lazyRoute } from './lazy-route';

const Page: ComponentType = () => null;
const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/policy-1a2b.js');

function brokenStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    getItem: fail,
    setItem: fail,
    removeItem: fail,
    clear: fail,
    key: fail,
    get length(): number {
      return fail();
    },
  };
}

describe('lazyRoute', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the module default export as the route Component', async () => {
    const load = lazyRoute(() => Promise.resolve({ default: Page }));
    await expect(load()).resolves.toEqual({ Component: Page });
  });

  it('clears every reload flag after a successful load and leaves other keys alone', async () => {
    sessionStorage.setItem(`${CHUNK_RELOAD_KEY_PREFIX}/findpolicy`, '1');
    sessionStorage.setItem(`${CHUNK_RELOAD_KEY_PREFIX}/news?page=2`, '1');
    sessionStorage.setItem(`${CHUNK_RELOAD_KEY_PREFIX}/fund`, '1');
    sessionStorage.setItem('draft', 'kept');
    await lazyRoute(() => Promise.resolve({ default: Page }))();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('draft')).toBe('kept');
  });

  it('leaves the flags alone when told the chunk proves nothing about the screen (the shell layout)', async () => {
    sessionStorage.setItem(`${CHUNK_RELOAD_KEY_PREFIX}/feedback`, '1');
    await expect(lazyRoute(() => Promise.resolve({ default: Page }), { clearsReloadFlags: false })()).resolves.toEqual({ Component: Page });
    expect(sessionStorage.getItem(`${CHUNK_RELOAD_KEY_PREFIX}/feedback`)).toBe('1');
    sessionStorage.clear();
  });

  it('rethrows a chunk failure without touching the flags', async () => {
    const flagKey = `${CHUNK_RELOAD_KEY_PREFIX}/findpolicy`;
    sessionStorage.setItem(flagKey, '1');
    await expect(lazyRoute(() => Promise.reject(chunkFailure()))()).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(sessionStorage.getItem(flagKey)).toBe('1');
  });

  it('passes other errors straight through', async () => {
    const error = new ReferenceError('x is not defined');
    await expect(lazyRoute(() => Promise.reject(error))()).rejects.toBe(error);
  });

  it('times out after the spec chunk timeout with a ChunkLoadTimeoutError', async () => {
    vi.useFakeTimers();
    const neverArrives = () => new Promise<{ default: ComponentType }>(() => undefined);
    let outcome: unknown = 'pending';
    lazyRoute(neverArrives)().catch((error: unknown) => (outcome = error));

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ name: 'ChunkLoadTimeoutError' });
  });

  it('honours a custom timeout and does not time out a chunk that arrives in time', async () => {
    vi.useFakeTimers();
    const slow = () => new Promise<{ default: ComponentType }>((resolve) => setTimeout(() => resolve({ default: Page }), 900));
    const result = lazyRoute(slow, { timeoutMs: 1000 })();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ Component: Page });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears the flags of the given storage', async () => {
    const storage = {
      getItem: vi.fn(() => null),
      setItem: vi.fn(),
      removeItem: vi.fn(),
      clear: vi.fn(),
      key: vi.fn((index: number) => [`${CHUNK_RELOAD_KEY_PREFIX}/fund`, 'draft'][index] ?? null),
      length: 2,
    } satisfies Storage;
    await lazyRoute(() => Promise.resolve({ default: Page }), { storage })();
    expect(storage.removeItem).toHaveBeenCalledTimes(1);
    expect(storage.removeItem).toHaveBeenCalledWith(`${CHUNK_RELOAD_KEY_PREFIX}/fund`);
  });

  it('still returns the page when storage is unusable', async () => {
    await expect(lazyRoute(() => Promise.resolve({ default: Page }), { storage: brokenStorage() })()).resolves.toEqual({
      Component: Page,
    });
  });
});
