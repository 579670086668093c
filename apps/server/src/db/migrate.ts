import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import type pg from 'pg';

/** A database that ran a migration this code does not have belongs to a newer release: stop before touching it. */
async function refuseNewerDatabase(client: pg.PoolClient): Promise<void> {
  const table = await client.query<{ exists: number }>('SELECT to_regclass($1) IS NOT NULL AS exists', [MIGRATIONS_TABLE]);
  if (!table.rows[0]?.exists) return;
  const known = new Set(migrationNames());
  const ran = await client.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`);
  const unknown = ran.rows.map((row) => row.name).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`The database ran migrations this server does not have (${unknown.join(', ')}): it belongs to a newer release`);
  }
}

/** The numbered SQL files (`0001_baseline.sql`, …), applied in order and never undone (ADR 62). */
// From the module's path, not `new URL(…)`: a test running under jsdom has jsdom's URL, which fileURLToPath refuses.
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export const MIGRATIONS_TABLE = 'schema_migrations';

export function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => name.replace(/\.sql$/, ''));
}

/**
 * Brings the schema forward with node-pg-migrate: every pending file in one transaction, under its advisory lock
 * (instances starting together wait for each other instead of racing), refusing a database that ran a migration
 * this code does not have. `count` stops early (tests rehearse an upgrade from an older release).
 */
export async function migrate(pool: pg.Pool, count?: number): Promise<string[]> {
  const client = await pool.connect();
  try {
    await refuseNewerDatabase(client);
    const applied = await runner({
      dbClient: client,
      dir: MIGRATIONS_DIR,
      ignorePattern: '(\\..*)|(.*\\.(?!sql$)[^.]+$)',
      direction: 'up',
      migrationsTable: MIGRATIONS_TABLE,
      checkOrder: true,
      singleTransaction: true,
      advisoryLockMode: 'wait',
      ...(count === undefined ? {} : { count }),
      log: () => undefined,
    });
    return applied.map((migration) => migration.name);
  } finally {
    client.release();
  }
}
