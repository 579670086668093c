import type { Clock } from './clock';
import { MEMORY_DB, openDatabase, openDatabaseImage } from './db/open-database';
import type { Db } from './db/database';
import { fillNameKeys } from './db/name-keys';
import { seedDatabase } from './seed';

/**
 * Seeded in-memory databases by seeding moment. The seed is deterministic, so a copy is identical to a
 * fresh run, and tests that open a database per case do not pay for seeding each time.
 */
const memoryTemplates = new Map<string, Buffer>();

/** Start-up's database: opened and migrated, then filled with whatever seed modules have not run on it yet. */
export function openSeededDatabase(file: string, now: Clock): Db {
  const seededAt = now();
  const templateKey = seededAt.toISOString();
  const template = file === MEMORY_DB ? memoryTemplates.get(templateKey) : undefined;
  if (template) return openDatabaseImage(template);
  const db = openDatabase(file);
  try {
    seedDatabase(db, seededAt);
    fillNameKeys(db);
  } catch (error) {
    db.close();
    throw error;
  }
  if (file === MEMORY_DB) memoryTemplates.set(templateKey, db.serialize());
  return db;
}
