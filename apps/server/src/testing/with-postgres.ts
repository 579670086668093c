// Runs a command against a real PostgreSQL server started for it: Debian's postgresql-15 (installed by .ci/run),
// initialised in a temporary folder and reached on a Unix socket, stopped and removed when the command ends.
// The command sees TEST_DATABASE_URL (the server's maintenance database), which the server's test set-up uses
// instead of starting the embedded PostgreSQL (ADR 62).
//
//   tsx --tsconfig apps/server/tsconfig.json apps/server/src/testing/with-postgres.ts -- <command> [args…]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { TEST_SERVER_SETTINGS } from './test-server';

const binDir = process.env['POSTGRES_BIN_DIR'] ?? '/usr/lib/postgresql/15/bin';
const separator = process.argv.indexOf('--');
const [command, ...args] = separator === -1 ? [] : process.argv.slice(separator + 1);
if (!command) {
  console.error('usage: with-postgres.ts -- <command> [args…]');
  process.exit(2);
}
if (!existsSync(`${binDir}/postgres`)) {
  console.error(`PostgreSQL is missing at ${binDir}. Install Debian's package: apt-get update && apt-get install -y postgresql-15`);
  process.exit(1);
}

const server = await startEmbeddedPostgres({ binDir, settings: TEST_SERVER_SETTINGS });
console.log(`PostgreSQL (${binDir}) for: ${[command, ...args].join(' ')}`);
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: server.adminUrl } });
const code = await new Promise<number>((resolve) => child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
await server.stop();
process.exit(code);
