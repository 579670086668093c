import { accessSync, constants, existsSync, statfsSync } from 'node:fs';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { prepareSeededTemplate } from './test-database';
import { TEST_SERVER_SETTINGS } from './test-server';
import { TEST_START } from './test-hosts';

/**
 * Vitest's global set-up for the server's tests: the PostgreSQL every test database lives on. With
 * TEST_DATABASE_URL set, that server; otherwise one started for the run in a temporary folder (in memory where the
 * machine has room, see `clusterParent`): Debian's PostgreSQL 15 when TEST_POSTGRES_BIN_DIR names its binaries (as
 * `npm test` does, ADR 100), else the embedded one of `npm start`. Each run names its databases with a prefix of its
 * own and drops them at the end.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const prefix = `smes${process.pid}`;
  process.env['TEST_DATABASE_PREFIX'] = prefix;
  if (process.env['TEST_DATABASE_URL']) {
    const url = process.env['TEST_DATABASE_URL'];
    await prepareTemplates();
    return async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}\\_%`]);
        for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    };
  }
  const binDir = process.env['TEST_POSTGRES_BIN_DIR'] || undefined;
  if (binDir && !existsSync(`${binDir}/postgres`)) {
    throw new Error(`TEST_POSTGRES_BIN_DIR=${binDir} has no postgres. Install Debian's package: apt-get update && apt-get install -y postgresql-15`);
  }
  const cluster = await startEmbeddedPostgres({ binDir, settings: TEST_SERVER_SETTINGS, temporaryParent: clusterParent() });
  process.env['TEST_DATABASE_URL'] = cluster.adminUrl;
  await prepareTemplates();
  return async () => {
    await cluster.stop();
  };
}

/** Room the run's cluster may need: the seeded template (64 MB) and the databases open at once, with margin. */
const CLUSTER_ROOM = 2 * 1024 ** 3;

/**
 * /dev/shm where it is a writable memory file system with room, else the system's temporary folder. Every test copies
 * the 64 MB seeded template and drops it after: on disk two files took 98 s instead of 58 s here (sys time 64 s
 * instead of 13 s), and a CI machine with a slower disk ran the suite 2–3 × slower than the rest (ADR 100).
 */
function clusterParent(): string | undefined {
  const shm = '/dev/shm';
  try {
    accessSync(shm, constants.W_OK);
    const stats = statfsSync(shm);
    return stats.bavail * stats.bsize >= CLUSTER_ROOM ? shm : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The seeded template most tests copy, built once before any test starts (seeding takes seconds; inside a test's
 * set-up hook it would count against the hook's time).
 */
async function prepareTemplates(): Promise<void> {
  await prepareSeededTemplate(TEST_START);
}
