import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Clock } from '../clock';
import { seedDatabase } from '../seed';
import { migrate } from './migrations';

export type Db = Database.Database;

export const MEMORY_DB = ':memory:';

/**
 * Seeded in-memory databases by seeding moment. The seed is deterministic, so a copy is identical to a
 * fresh run, and tests that open a database per case do not pay for seeding each time.
 */
const memoryTemplates = new Map<string, Buffer>();

function configure(db: Db): void {
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
}

/** Opens (creating if needed) the one database both hosts share, migrates it and seeds what is missing. */
export function openDatabase(file: string, now: Clock): Db {
  const seededAt = now();
  const templateKey = seededAt.toISOString();
  const template = file === MEMORY_DB ? memoryTemplates.get(templateKey) : undefined;
  if (template) {
    const copy = new Database(template);
    configure(copy);
    return copy;
  }
  if (file !== MEMORY_DB) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    configure(db);
    migrate(db);
    seedDatabase(db, seededAt);
  } catch (error) {
    db.close();
    throw error;
  }
  if (file === MEMORY_DB) memoryTemplates.set(templateKey, db.serialize());
  return db;
}
