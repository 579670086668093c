import { createHash } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../db/database';
import { migrate } from '../db/migrate';
import type { Db } from '../db/database';
import { fillNameKeys } from '../db/name-keys';
import { seedAnchor, seedDatabase } from '../seed';
import { syncSearchIndex } from '../domain/global-search/search-index';
import { syncClauseIndex } from '../domain/assistant/clause-store';

/**
 * A database per test, copied from a template (ADR 54, on PostgreSQL): the first test that asks for a seeding day
 * builds `<prefix>_tpl_<day>` once — migrated and seeded — and every test then gets `CREATE DATABASE … TEMPLATE` of
 * it, a file copy, far cheaper than seeding again. The server they run on is the one the test set-up
 * started (testing/global-setup.ts): TEST_DATABASE_URL names its maintenance database, TEST_DATABASE_PREFIX the
 * run, so runs sharing a server never see each other's databases.
 */
function adminUrl(): string {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through Vitest, whose global set-up starts PostgreSQL');
  return url;
}

function prefix(): string {
  return process.env['TEST_DATABASE_PREFIX'] ?? 'smes';
}

/** A connection string of another database of the same server. */
export function testDatabaseUrl(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

let admin: Promise<pg.Client> | undefined;

function adminClient(): Promise<pg.Client> {
  admin ??= (async () => {
    const client = new pg.Client({ connectionString: adminUrl() });
    await client.connect();
    client.on('error', () => undefined);
    return client;
  })();
  return admin;
}

const templates = new Map<string, Promise<string>>();
let counter = 0;

/** Builds a template under a lock, so workers asking for the same one at once build it once. */
async function template(key: string, fill: (db: ReturnType<typeof createDb>) => Promise<void>): Promise<string> {
  const name = `${prefix()}_tpl_${key}`;
  const client = await adminClient();
  await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(building)}`);
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(building)}`);
      const pool = new pg.Pool({ connectionString: testDatabaseUrl(building), max: 4 });
      try {
        await migrate(pool);
        await fill(createDb(pool));
      } finally {
        await pool.end();
      }
      await client.query(`ALTER DATABASE ${pg.escapeIdentifier(building)} RENAME TO ${pg.escapeIdentifier(name)}`);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  }
  return name;
}

/** Builds the seeded template of a day ahead of the tests (the global set-up does it for TEST_START's). */
export async function prepareSeededTemplate(moment: Date): Promise<void> {
  await seededTemplate(moment);
  const client = admin;
  admin = undefined;
  await (await client)?.end();
}

function seededTemplate(moment: Date): Promise<string> {
  const day = seedAnchor(moment).toISOString().slice(0, 10).replaceAll('-', '');
  let pending = templates.get(day);
  if (!pending) {
    pending = template(`seeded_${day}`, async (db) => {
      await seedDatabase(db, moment);
      // As start-up does (seeded-database.ts): the seed leaves name keys out.
      await fillNameKeys(db);
      // The template carries the assistant's clause index (start-up builds it, main.ts), so a test's first question
      // does not index the whole corpus.
      await syncClauseIndex(db);
      // And the global search's index (start-up indexes what the seed queued, seeded-database.ts).
      await syncSearchIndex(db);
    });
    templates.set(day, pending);
    pending.catch(() => templates.delete(day));
  }
  return pending;
}

function emptyTemplate(): Promise<string> {
  let pending = templates.get('empty');
  if (!pending) {
    pending = template('empty', async () => undefined);
    templates.set('empty', pending);
    pending.catch(() => templates.delete('empty'));
  }
  return pending;
}

export type TestDatabaseOptions = {
  /** Migrated only, not seeded. */
  empty?: boolean;
  poolSize?: number;
};

/** A database of its own for one test (seeded as of `moment`'s day), dropped when closed. */
export async function openTestDatabase(moment: Date, { empty = false, poolSize = 5 }: TestDatabaseOptions = {}): Promise<Db> {
  const source = empty ? await emptyTemplate() : await seededTemplate(moment);
  counter += 1;
  const name = `${prefix()}_t${process.pid}_${createHash('sha1').update(`${Date.now()}:${Math.random()}`).digest('hex').slice(0, 6)}_${counter}`;
  const client = await adminClient();
  await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(source)} STRATEGY FILE_COPY`);
  const pool = new pg.Pool({ connectionString: testDatabaseUrl(name), max: poolSize, idleTimeoutMillis: 2_000 });
  pool.on('error', () => undefined);
  return createDb(pool, {
    onClose: async () => {
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    },
  });
}

/** The connection string of a test's database (a second instance of the server opens its own pool on it). */
export function urlOf(db: Db): string {
  const url = (db.pool.options as { connectionString?: string }).connectionString;
  if (!url) throw new Error('a database opened without a connection string');
  return url;
}

/** Another pool on the same database, as a restarted server or a second instance would open; closing it keeps the data. */
export function reopen(db: Db, poolSize = 5): Db {
  const pool = new pg.Pool({ connectionString: urlOf(db), max: poolSize, idleTimeoutMillis: 2_000 });
  pool.on('error', () => undefined);
  return createDb(pool);
}
