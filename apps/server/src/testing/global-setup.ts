import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { prepareSeededTemplate } from './test-database';
import { TEST_SERVER_SETTINGS } from './test-server';
import { TEST_START } from './test-hosts';

/**
 * Vitest's global set-up for the server's tests: the PostgreSQL every test database lives on. With
 * TEST_DATABASE_URL set (tools/scripts/with-postgres.mjs starts Debian's PostgreSQL and sets it), that server;
 * otherwise the embedded one of `npm start`, in a temporary folder. Each run names its databases with a prefix
 * of its own and drops them at the end.
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
  const cluster = await startEmbeddedPostgres({ settings: TEST_SERVER_SETTINGS });
  process.env['TEST_DATABASE_URL'] = cluster.adminUrl;
  await prepareTemplates();
  return async () => {
    await cluster.stop();
  };
}

/**
 * The seeded template most tests copy, built once before any test starts (seeding takes seconds; inside a test's
 * set-up hook it would count against the hook's time).
 */
async function prepareTemplates(): Promise<void> {
  await prepareSeededTemplate(TEST_START);
}
