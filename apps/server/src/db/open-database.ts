import pg from 'pg';
import { createDb } from './database';
import type { Db } from './database';
import { startEmbeddedPostgres } from './embedded-postgres';
import { migrate } from './migrate';

/**
 * Where the server's data lives (ADR 62):
 * - `url`: a PostgreSQL server (DATABASE_URL), which several instances of the server share;
 * - `embeddedDir`: the embedded PostgreSQL of `npm start`, a cluster in that folder started by this process;
 * - `embeddedDir: null`: a throwaway embedded cluster removed when the server stops (the journeys' servers).
 */
export type DatabaseConfig = { url: string } | { embeddedDir: string | null };

/** The database of the embedded cluster, created on its first start. */
export const EMBEDDED_DATABASE = 'portal';

export type OpenOptions = {
  /** Connections this process may hold (DATABASE_POOL_SIZE, 10 by default). */
  poolSize?: number;
  /** Called with errors of idle connections (the server logs them). */
  onPoolError?: (error: Error) => void;
};

export function createPool(url: string, { poolSize, onPoolError }: OpenOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize ?? (Number(process.env['DATABASE_POOL_SIZE']) || 10),
    idleTimeoutMillis: 10_000,
    application_name: 'portal-server',
  });
  // An idle connection the server drops (a restart, a failover) must not take the process down with it.
  pool.on('error', (error) => onPoolError?.(error));
  return pool;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

/** A pool on an existing database, migrated; `onClose` runs after the pool has ended. */
export async function openPool(url: string, options: OpenOptions & { onClose?: () => Promise<void> } = {}): Promise<Db> {
  const pool = createPool(url, options);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return createDb(pool, options.onClose ? { onClose: options.onClose } : {});
}

/**
 * Opens (creating if needed) the database and migrates it; closing the Db also stops an embedded server this
 * process started. Filling it is start-up's job (`openSeededDatabase`): storage knows nothing of the data above it.
 */
export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<Db> {
  if ('url' in config) return openPool(config.url, options);
  const cluster = await startEmbeddedPostgres(config.embeddedDir === null ? {} : { dir: config.embeddedDir });
  try {
    await ensureDatabase(cluster.adminUrl, EMBEDDED_DATABASE);
    return await openPool(cluster.databaseUrl(EMBEDDED_DATABASE), { ...options, onClose: () => cluster.stop() });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
