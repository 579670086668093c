/**
 * Keeps a PostgreSQL 15 cluster running in a folder of one's choosing, for benchmarks whose data outlives one run
 * (the province dataset takes minutes to build): Debian's binaries when installed, else the npm package's. Prints
 * the cluster's admin connection string, then runs until it is terminated.
 *
 *   npx tsx --tsconfig apps/server/tsconfig.json tools/bench/hold-postgres.ts <folder>
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startEmbeddedPostgres } from '@smes/server/testing';

const dir = process.argv[2];
if (!dir) throw new Error('usage: hold-postgres.ts <folder>');
const debian = '/usr/lib/postgresql/15/bin';
const server = await startEmbeddedPostgres({
  dir: resolve(dir),
  ...(existsSync(`${debian}/postgres`) ? { binDir: debian } : {}),
  settings: ['shared_buffers=1GB', 'max_connections=200', 'work_mem=16MB', 'maintenance_work_mem=256MB', 'synchronous_commit=off'],
});
console.log(server.adminUrl);
// Nothing else keeps the event loop alive (and the cluster stops with this process).
const alive = setInterval(() => undefined, 1 << 30);
const stop = () => {
  clearInterval(alive);
  void server.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
