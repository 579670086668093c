import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/database';

/**
 * `db` with the statements it is sent recorded by async context: `during(fn)` answers what `fn` (a request injected
 * into the hosts) ran and nothing else — the host's background work (the view tally's writes, the push runner's
 * polls, the index queues) runs in contexts of its own, however its timing falls under CI's load.
 */
export function recordedStatements(db: Db): { db: Db; during<T>(fn: () => Promise<T>): Promise<{ value: T; ran: string[] }> } {
  const statements = new AsyncLocalStorage<string[]>();
  const note = (sql: string) => statements.getStore()?.push(sql);
  const recorded: Db = {
    ...db,
    all: async (sql, ...params) => {
      note(sql);
      return await db.all(sql, ...params);
    },
    get: async (sql, ...params) => {
      note(sql);
      return await db.get(sql, ...params);
    },
    run: async (sql, ...params) => {
      note(sql);
      return await db.run(sql, ...params);
    },
  };
  return {
    db: recorded,
    during: async (fn) => {
      const ran: string[] = [];
      const value = await statements.run(ran, fn);
      return { value, ran: [...ran] };
    },
  };
}
