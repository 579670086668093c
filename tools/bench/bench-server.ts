import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { SERVER_ENTRY, serverNodeArgs } from '@smes/nginx';

const root = resolve(import.meta.dirname, '../..');

/**
 * Starts the server as `start:prod` does (apps/server/src/main.ts, a process of its own, its heap capped: ADR 132) on the database `url` names,
 * its portal API on `port` and the SSO stand-in 100 above; resolves once it listens. `nodeArgs` go to node before the
 * server (e.g. `--cpu-prof`), `checkout` names another worktree whose server to start; `settled` resolves only once
 * the server has also parsed its rule sets into the cache after listening (ADR 114: seconds of CPU on a province,
 * which a run started at once measures beside its own requests) — it runs the server at LOG_LEVEL=info to read that
 * line (request lines stay off: LOG_REQUESTS).
 */
export function startBenchServer(
  url: string,
  port: number,
  env: Record<string, string> = {},
  { nodeArgs = [], checkout = root, settled = false }: { nodeArgs?: readonly string[]; checkout?: string; settled?: boolean } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, ...serverNodeArgs(), SERVER_ENTRY], {
    cwd: checkout,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json',
      DATABASE_URL: url,
      PORTAL_API_PORT: String(port),
      SSO_PORT: String(port + 100),
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
