import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from './database';
import { migrate } from './migrations';

export const MEMORY_DB = ':memory:';

function configure(db: Db): void {
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
}

/**
 * Opens (creating if needed) the one database both hosts share and migrates it. Filling it is start-up's
 * job (`openSeededDatabase`): the storage layer knows nothing of the data above it.
 */
export function openDatabase(file: string): Db {
  if (file !== MEMORY_DB) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    configure(db);
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** An in-memory database from a `serialize()` image, configured like every other. */
export function openDatabaseImage(image: Buffer): Db {
  const db = new Database(image);
  configure(db);
  return db;
}
