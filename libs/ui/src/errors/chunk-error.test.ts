// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ChunkLoadTimeoutError, isChunkLoadError } from './chunk-error';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://portal.example.cn/assets/home-3f2a.js',
    'error loading dynamically imported module: https://portal.example.cn/assets/home-3f2a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/home-3f2a.css',
    'Loading chunk 12 failed.',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('recognises errors by name', () => {
    const chunkError = Object.assign(new Error('boom'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new ChunkLoadTimeoutError(120_000))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});

describe('ChunkLoadTimeoutError', () => {
  it('is named for the router error page and says how long it waited', () => {
    const error = new ChunkLoadTimeoutError(120_000);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ChunkLoadTimeoutError');
    expect(error.message).toContain('120000 ms');
  });
});
