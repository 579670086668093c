import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_ENTRY, serverNodeArgs } from '@smes/nginx';

const root = resolve(import.meta.dirname, '../..');

/**
 * Starts the server as `start:prod` does (apps/server/src/main.ts, a process of its own, its heap capped: ADR 132) on the database `url` names,
 * its portal API on `port` and the SSO stand-in on `ssoPort` (100 above by default); resolves once it listens. `nodeArgs` go to node before the
 * server (e.g. `--cpu-prof`), `checkout` names another worktree whose server to start; `settled` resolves only once
 * the server has also parsed its rule sets into the cache after listening (ADR 114: seconds of CPU on a province,
 * which a run started at once measures beside its own requests) — it runs the server at LOG_LEVEL=info to read that
 * line (request lines stay off: LOG_REQUESTS).
 */
export function startBenchServer(
  url: string,
  port: number,
  env: Record<string, string> = {},
  { nodeArgs = [], checkout = root, settled = false, ssoPort = port + 100 }: { nodeArgs?: readonly string[]; checkout?: string; settled?: boolean; ssoPort?: number } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, ...serverNodeArgs(), SERVER_ENTRY], {
    cwd: checkout,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json',
      DATABASE_URL: url,
      PORTAL_API_PORT: String(port),
      SSO_PORT: String(ssoPort),
      LOG_LEVEL: settled ? 'info' : 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.includes('Portal API');
      // The warm-up's end, or its failure (then matches read the rule sets as they come, as in production).
      if (listening && (!settled || /parsed rule sets warmed|warming the parsed rule sets failed/.test(output))) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        done(child);
      }
    });
    child.once('exit', (code) => fail(new Error(`the server on port ${port} exited with ${code}`)));
  });
}

/**
 * Writes to a searched table while a benchmark reads: a policy retitled every 50 ms (each write queued for the search
 * index by its trigger, in the writer's transaction). `stop` answers how many writes were made.
 */
export async function startPolicyWrites(url: string): Promise<{ stop(): Promise<number> }> {
  const writer = new pg.Client({ connectionString: url });
  await writer.connect();
  let writing = true;
  let writes = 0;
  const loop = (async () => {
    while (writing) {
      await writer.query("UPDATE policies SET title = title || ' ' WHERE id = (SELECT id FROM policies ORDER BY id DESC LIMIT 1 OFFSET $1)", [writes % 1000]);
      writes += 1;
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  return {
    stop: async () => {
      writing = false;
      await loop;
      await writer.end();
      return writes;
    },
  };
}

/**
 * Words people could type (issue 32's "a different word each request"): the seeded policies' own words of two
 * characters or more, from every document frequency, in a fixed order, each with how many of the 540 seeded policies
 * hold it (`ndoc` ≥ 11, 2 % or more: about a thousand hits or more at a province — the "common" words).
 */
export async function seedWords(query: (sql: string) => Promise<{ word: string; ndoc: number }[]>): Promise<{ word: string; ndoc: number }[]> {
  return (
    await query(
      "SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM policies WHERE id <= 540') WHERE char_length(word) >= 2 AND word ~ '^[\\u4e00-\\u9fff]+$' ORDER BY md5(word)",
    )
  ).map((row) => ({ word: row.word, ndoc: Number(row.ndoc) }));
}

/** The path a new word's search asks: the policy search's first page in relevance order, or 全站搜索. */
export function wordPath(which: 'policy' | 'global', keyword: string): string {
  return which === 'policy'
    ? `/api/policy/list?${new URLSearchParams({ keyword, pageNum: '1', pageSize: '10', orderBy: 'relevance' })}`
    : `/api/search?${new URLSearchParams({ keyword })}`;
}

export type ClosedLoopResult = { requests: number; rps: number; p50: number; p95: number; bad: number };

/** The value at percentile `p` of `sorted` (ascending). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * A closed loop of `connections` (autocannon) asking `paths` in turn for `duration` s: requests/s, p50 and p95, the
 * answers not 200 (with errors and timeouts). `order` carries where the loop is in `paths` from one run to the next
 * (a warm-up, then the measured run, goes on from the warm-up's next path).
 */
export async function closedLoop(
  base: string,
  paths: readonly string[],
  { connections = 50, duration, order = { next: 0 } }: { connections?: number; duration: number; order?: { next: number } },
): Promise<ClosedLoopResult> {
  const latencies: number[] = [];
  let bad = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[order.next++ % paths.length]! }) }],
  });
  instance.on('response', (_client, status, _bytes, time) => {
    latencies.push(time);
    if (status !== 200) bad += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, rps: result.requests.average, p50: percentile(latencies, 50), p95: percentile(latencies, 95), bad: bad + result.errors + result.timeouts };
}

/**
 * What the server is started with to measure a different word each request (ADR 139): no search's answer kept
 * (ANSWER_MAX_AGE_MS=0), so every request is computed as a word not asked within the last second is, however fast the
 * machine goes round the words (2,231 of them came round within a second past 2,231 requests a second, and a word
 * asked twice within the second is kept: such a run measured kept answers).
 */
export const NEW_WORDS_ENV = { ANSWER_MAX_AGE_MS: '0' } as const;
