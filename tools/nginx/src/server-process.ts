// How the product's server process is started wherever it runs as an instance (start:prod, `nx run server:serve` —
// the deployment command the README gives —, the benchmarks that measure it): node with its old generation capped,
// then tsx, then main.ts. (`npm start`, the demo beside two dev servers, starts it through tsx's CLI uncapped.)
// V8 otherwise grows the heap with the garbage a load leaves and keeps it: at a province's size the live heap is
// ~150 MB after a burst, yet RSS ended at 450–780 MB; capped at 288 MB it stays within 512 MB (ADR 0132).

/** The old generation's cap in MB when SERVER_HEAP_MB is not set. */
export const SERVER_HEAP_MB_DEFAULT = 288;

/** The cap for this environment: SERVER_HEAP_MB (a whole number of MB) or the default. */
export function serverHeapMb(env: Record<string, string | undefined> = process.env): number {
  const value = env.SERVER_HEAP_MB;
  if (value === undefined || value === '') return SERVER_HEAP_MB_DEFAULT;
  if (!/^\d+$/.test(value) || Number(value) < 64) throw new Error(`SERVER_HEAP_MB must be a whole number of MB, at least 64 (got "${value}")`);
  return Number(value);
}

/** node's arguments before the entry: the heap cap and tsx (with TSX_TSCONFIG_PATH=apps/server/tsconfig.json in the env). */
export function serverNodeArgs(env: Record<string, string | undefined> = process.env): string[] {
  return [`--max-old-space-size=${serverHeapMb(env)}`, '--import', 'tsx'];
}

/** The server's entry, relative to the workspace root. */
export const SERVER_ENTRY = 'apps/server/src/main.ts';
