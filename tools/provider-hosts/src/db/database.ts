import type Database from 'better-sqlite3';

/** The one SQLite database both hosts share (see `openDatabase`). */
export type Db = Database.Database;
