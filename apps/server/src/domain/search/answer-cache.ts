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
 *
 * The sequence is read once per round trip, not once per request (ADR 118): a request joins the next read that starts
 * after it arrived, never one already under way, which may have been answered before a write the request follows.
 */
export type AnswerCache = {
  /**
   * `stillTrue`, for an answer that also depends on the time (a notice's 申报中 / 已截止): a kept answer it refuses is
   * computed again, whatever the sequence says.
   */
  answer<T>(key: string, compute: () => Promise<T>, stillTrue?: (value: T) => boolean): Promise<T>;
};

export type AnswerCacheOptions = {
  /** Answers kept at most (the least recently given go first). */
  maxEntries?: number;
  /** How long an answer may be given, in ms. */
  maxAgeMs?: number;
  /** A monotonic clock in ms. */
  clock?: () => number;
  /** Reads the sequence's value (tests hold it to order reads and writes); `searchChangesVersion` by default. */
  readVersion?: () => Promise<string>;
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

const ignore = (): void => {};

/**
 * One read shared by every caller that arrived before it started: while a read is under way, a caller joins the next
 * one, started as soon as that read is over, so the value a caller gets was read after it called (a write committed
 * before the call is in it). At most one read runs at a time, and one waits; at 50 connections that is one round
 * trip for a whole queue of requests instead of one each.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = read();
    running = current;
    const over = () => {
      if (running === current) running = undefined;
    };
    current.then(over, over);
    return current;
  };
  return () => {
    // A read not yet started starts after this call: joining it is joining a read that follows the caller.
    if (next) return next;
    if (!running) return start();
    const queued = running.then(ignore, ignore).then(() => {
      next = undefined;
      return start();
    });
    next = queued;
    return queued;
  };
}

export function createAnswerCache(
  db: Db,
  { maxEntries = MAX_ENTRIES, maxAgeMs = ANSWER_MAX_AGE_MS, clock = () => performance.now(), readVersion }: AnswerCacheOptions = {},
): AnswerCache {
  const entries = new Map<string, Entry>();
  // Outside any caller's transaction: the read is shared, so it must not run on one request's connection.
  const readShared = sharedRead(readVersion ?? (() => db.detached(() => searchChangesVersion(db))));
  return {
    answer: async <T>(key: string, compute: () => Promise<T>, stillTrue?: (value: T) => boolean): Promise<T> => {
      const version = await readShared();
      const now = clock();
      const kept = entries.get(key);
      if (kept && kept.version === version && now - kept.at < maxAgeMs) {
        // Most recently given last: the Map's order is the eviction order.
        entries.delete(key);
        entries.set(key, kept);
        const value = (await kept.value) as T;
        if (stillTrue === undefined || stillTrue(value)) return value;
        if (entries.get(key) === kept) entries.delete(key);
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
