import type { Clock } from './clock';
import { openDatabase } from './db/open-database';
import type { DatabaseConfig, OpenOptions } from './db/open-database';
import type { Db } from './db/database';
import { fillNameKeys } from './db/name-keys';
import { seedDatabase } from './seed';
import { indexUnindexedPolicies } from './domain/search/policy-search-index';

/** Seeding is one instance's job: instances starting together on an empty database wait for the first. */
const SEED_LOCK = 7_362_001;

/** Start-up's database: opened and migrated, then filled with whatever seed modules have not run on it yet. */
export async function openSeededDatabase(config: DatabaseConfig, now: Clock, options: OpenOptions = {}): Promise<Db> {
  const db = await openDatabase(config, options);
  try {
    await seedOnce(db, now());
    // Names compared by key (db/name-keys.ts): seed modules leave the key out, start-up fills it in.
    await fillNameKeys(db);
    // Policies an older release wrote have no search vector yet.
    await indexUnindexedPolicies(db);
    // What the seed and an older release wrote waits in the indexing queues (migrations 0007, 0019): indexed in the
    // background once the hosts listen (index-backlog.ts, ADR 113), not before serving.
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Runs the seed modules that have not run yet, holding a lock that other instances wait on. */
export async function seedOnce(db: Db, moment: Date): Promise<string[]> {
  const client = await db.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SEED_LOCK]);
    try {
      return await seedDatabase(db, moment);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]);
    }
  } finally {
    client.release();
  }
}
