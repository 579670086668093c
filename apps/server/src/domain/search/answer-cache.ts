import type { Db } from '../../db/database';

/**
 * Answers of the searches kept in this instance's memory while nothing they read has changed (ADR 99).
 *
 * Every write to a table the policy search and 全站搜索 read takes the next value of the database's `search_changes`
 * sequence (migration 0027). An answer is kept with the value read before it was computed and given again only
 * while the sequence still has that value — so a write on any instance is seen by the next search on every instance
 * — and for at most `maxAgeMs`: a sequence value is taken before its writer commits, so an answer computed in
 * between may lack that write, and nothing would replace it. Concurrent requests for an answer not yet kept share
 * one computation. A failed computation is not kept.
 */
export type AnswerCache = {
  answer<T>(key: string, compute: () => Promise<T>): Promise<T>;
};

export type AnswerCacheOptions = {
  /** Answers kept at most (the least recently given go first). */
  maxEntries?: number;
  /** How long an answer may be given, in ms. */
  maxAgeMs?: number;
  /** A monotonic clock in ms. */
  clock?: () => number;
};

/** The bound on an answer's age: a write committed while it was computed is searchable within it everywhere. */
export const ANSWER_MAX_AGE_MS = 1_000;
const MAX_ENTRIES = 2_000;

type Entry = { version: string; at: number; value: Promise<unknown> };

/** A key for an answer: the search's name and its validated query, the same whatever order its parameters came in. */
export function answerKey(search: string, query: object): string {
  return JSON.stringify([search, Object.entries(query).filter(([, value]) => value !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
}

export async function searchChangesVersion(db: Db): Promise<string> {
  const row = await db.get<{ version: string }>("SELECT last_value::text || CASE WHEN is_called THEN '' ELSE '-' END AS version FROM search_changes");
  return row?.version ?? '';
}

export function createAnswerCache(db: Db, { maxEntries = MAX_ENTRIES, maxAgeMs = ANSWER_MAX_AGE_MS, clock = () => performance.now() }: AnswerCacheOptions = {}): AnswerCache {
  const entries = new Map<string, Entry>();
  return {
    answer: async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
      const version = await searchChangesVersion(db);
      const now = clock();
      const kept = entries.get(key);
      if (kept && kept.version === version && now - kept.at < maxAgeMs) {
        // Most recently given last: the Map's order is the eviction order.
        entries.delete(key);
        entries.set(key, kept);
        return (await kept.value) as T;
      }
      const entry: Entry = { version, at: now, value: compute() };
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      try {
        return (await entry.value) as T;
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
  };
}
