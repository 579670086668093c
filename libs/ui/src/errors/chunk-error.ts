/** Messages browsers and bundlers give when a lazily loaded script or stylesheet cannot be fetched. */
const CHUNK_ERROR_MESSAGES = [
  'failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'importing a module script failed', // Safari
  'unable to preload css', // Vite's CSS preload helper
  'loading chunk', // webpack-style "Loading chunk 12 failed"
  'loading css chunk',
];

const CHUNK_ERROR_NAMES = new Set(['ChunkLoadError', 'ChunkLoadTimeoutError']);

/** Whether an error means a code-split chunk failed to load (stale deploy, flaky network) rather than a bug. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (typeof name === 'string' && CHUNK_ERROR_NAMES.has(name)) return true;
  if (typeof message !== 'string') return false;
  const text = message.toLowerCase();
  return CHUNK_ERROR_MESSAGES.some((fragment) => text.includes(fragment));
}

/** Raised when a lazy route's chunk has not arrived within the spec's chunk load timeout. */
export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';

  constructor(timeoutMs: number) {
    super(`Loading a page chunk timed out after ${timeoutMs} ms`);
  }
}
