import type { Db } from '../db/database';

/**
 * `db` with its `run` watched, for tests of code that writes behind requests (the tallies): counts the statements
 * sent, and before passing each on waits for `gate` (when given) and throws when `fail` says so.
 */
export function watchedDb(db: Db, options: { fail?: () => boolean; gate?: () => Promise<void> } = {}): { db: Db; statements: () => number } {
  let statements = 0;
  const watched: Db = {
    ...db,
    run: async (sql, ...params) => {
      statements += 1;
      await options.gate?.();
      if (options.fail?.()) throw new Error('connection refused');
      return await db.run(sql, ...params);
    },
  };
  return { db: watched, statements: () => statements };
}
