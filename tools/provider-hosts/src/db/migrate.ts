import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import type pg from 'pg';

/** The numbered SQL files (`0001_baseline.sql`, …), applied in order and never undone (ADR 62). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

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
