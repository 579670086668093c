import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

const cache = new WeakMap<Db, Map<string, Statement>>();

/** A prepared statement reused per database: seeding inserts hundreds of rows through the same SQL. */
export function statement(db: Db, sql: string): Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let prepared = statements.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    statements.set(sql, prepared);
  }
  return prepared;
}
