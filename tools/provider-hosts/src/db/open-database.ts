import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Clock } from '../clock';
import { seedDatabase } from '../seed';
import { migrate } from './migrations';

export type Db = Database.Database;

export const MEMORY_DB = ':memory:';

/** Opens (creating if needed) the one database both hosts share, migrates it and seeds what is missing. */
export function openDatabase(file: string, now: Clock): Db {
  if (file !== MEMORY_DB) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
    seedDatabase(db, now());
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
