import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * Starts the server as `npm start` does (apps/server/src/main.ts, a process of its own) on the database `url` names,
 * its portal API on `port` and the SSO stand-in 100 above; resolves once it listens.
 */
export function startBenchServer(url: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json', DATABASE_URL: url, PORTAL_API_PORT: String(port), SSO_PORT: String(port + 100), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Portal API')) done(child);
    });
    child.once('exit', (code) => fail(new Error(`the server on port ${port} exited with ${code}`)));
  });
}
