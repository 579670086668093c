import { PREPARED } from '../../db/database';
import type { Db } from '../../db/database';

/**
 * Answers kept in this instance's memory while nothing they read has changed (ADR 99, ADR 126), for the keys asked
 * again within `maxAgeMs` (ADR 139).
 *
 * Every write to a table a kept answer reads takes the next value of that table's change counter (a sequence, taken
 * by a statement trigger: migration 0032). An answer names the tables its SQL reads; it is kept with their values,
 * read before it was computed, and given again only while none of them has moved — so a write on any instance is
 * seen by the next request on every instance, and a write to a table it does not read (the 全站搜索 index's batches,
 * for a list of policies) leaves it alone — and for at most `maxAgeMs`: a value is taken before its writer commits,
 * so an answer computed in between may lack that write, and nothing would replace it. Concurrent requests for an
 * answer not yet kept share one computation. A failed computation is not kept.
 *
 * A key not asked within the last `maxAgeMs` (among the last `maxEntries` keys asked) is computed for its caller
 * alone, without reading the counters, and not kept (ADR 139): an answer is given again only within `maxAgeMs`, so
 * one kept for a key asked once a while — most searches: a different word each — was never given again, yet lived
 * its second in the heap long enough to be copied into the old generation (at 50 connections the collector's threads
 * took about as much CPU as the rest of the request's). The key's next asking within `maxAgeMs` is kept as before.
 *
 * The counters are read together, once per round trip, not once per request (ADR 118): a request joins the next read
 * that starts after it arrived, never one already under way, which may have been answered before a write the request
 * follows.
 */
export type AnswerCache = {
  /**
   * `reads`: every table the computation reads (the answer is refused when one of them is written). `stillTrue`, for
   * an answer that also depends on the time (a notice's 申报中 / 已截止): a kept answer it refuses is computed again,
   * whatever the counters say.
   */
  answer<T>(key: string, reads: readonly ChangedTable[], compute: () => Promise<T>, stillTrue?: (value: T) => boolean): Promise<T>;
  /** How many answers this instance holds now (given or being computed). */
  size(): number;
  /**
   * Whether a value `answer` gave is kept, to be given to later requests too: false for a key's first asking in
   * `maxAgeMs`, computed for its caller alone (nothing of it need be kept for others, e.g. its bytes once sent).
   */
  kept(value: unknown): boolean;
};

/** The tables with a change counter (`table_changes`: migrations 0032, 0034), the only ones an answer can say it reads. */
export const CHANGED_TABLES = [
  'policies', 'policy_counts', 'notices', 'regions', 'dict_data', 'search_documents', 'search_index_queue',
  'interpretations', 'announcements', 'declaration_projects', 'news', 'market_demands', 'activities', 'courses',
  'service_products', 'institutions', 'talents', 'fund_products', 'gov_services', 'gov_service_favorites',
] as const;
export type ChangedTable = (typeof CHANGED_TABLES)[number];

/** Each table's counter as read: its value (a '-' after it while never taken). */
export type TableVersions = Readonly<Partial<Record<ChangedTable, string>>>;

export type AnswerCacheOptions = {
  /** Answers kept at most (the least recently given go first), and keys whose last asking is remembered. */
  maxEntries?: number;
  /** How long an answer may be given, in ms. */
  maxAgeMs?: number;
  /** A monotonic clock in ms. */
  clock?: () => number;
  /** Reads the counters (tests hold it to order reads and writes); `readTableChanges` by default. */
  readVersions?: () => Promise<TableVersions>;
};

/** The bound on an answer's age: a write committed while it was computed is searchable within it everywhere. */
export const ANSWER_MAX_AGE_MS = 1_000;
const MAX_ENTRIES = 2_000;

type Entry = { version: string | undefined; at: number; value: Promise<unknown> };

/** A key for an answer: the search's name and its validated query, the same whatever order its parameters came in. */
export function answerKey(search: string, query: object): string {
  return JSON.stringify([search, Object.entries(query).filter(([, value]) => value !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
}

/** Every table's change counter, in one statement. */
export async function readTableChanges(db: Db): Promise<TableVersions> {
  // Read about once a request under load: its plan kept (ADR 138).
  const rows = await db.all<{ table_name: ChangedTable; version: string }>(`${PREPARED} SELECT table_name, version FROM table_changes`);
  return Object.fromEntries(rows.map((row) => [row.table_name, row.version])) as TableVersions;
}

/**
 * What an answer that reads `reads` was computed under: their counters' values. A table without a counter never
 * matches (an answer that says it reads one is never given from memory).
 */
export function versionOf(versions: TableVersions, reads: readonly ChangedTable[]): string | undefined {
  const values: string[] = [];
  for (const table of reads) {
    const value = versions[table];
    if (value === undefined) return undefined;
    values.push(value);
  }
  return values.join(' ');
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
  { maxEntries = MAX_ENTRIES, maxAgeMs = ANSWER_MAX_AGE_MS, clock = () => performance.now(), readVersions }: AnswerCacheOptions = {},
): AnswerCache {
  const entries = new Map<string, Entry>();
  // When each key was last asked, the least recently asked first.
  const asked = new Map<string, number>();
  // Values computed for one caller alone (a key's first asking).
  const alone = new WeakSet<object>();
  // Outside any caller's transaction: the read is shared, so it must not run on one request's connection.
  const readShared = sharedRead(readVersions ?? (() => db.detached(() => readTableChanges(db))));
  return {
    answer: async <T>(key: string, reads: readonly ChangedTable[], compute: () => Promise<T>, stillTrue?: (value: T) => boolean): Promise<T> => {
      const askedAt = clock();
      const previous = asked.get(key);
      asked.delete(key);
      asked.set(key, askedAt);
      for (const [oldestKey, oldest] of asked) {
        if (asked.size <= maxEntries && askedAt - oldest < maxAgeMs) break;
        asked.delete(oldestKey);
      }
      // Not asked within maxAgeMs: what is kept for it, if anything, was computed for an asking at least maxAgeMs ago
      // (past its age but for its counters' read), and this answer would be given again only if the key were asked
      // again within maxAgeMs — which the next asking finds, and keeps its own.
      if (previous === undefined || askedAt - previous >= maxAgeMs) {
        const value = await compute();
        if (typeof value === 'object' && value !== null) alone.add(value);
        return value;
      }
      const version = versionOf(await readShared(), reads);
      const now = clock();
      const kept = entries.get(key);
      if (kept && version !== undefined && kept.version === version && now - kept.at < maxAgeMs) {
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
      // The least recently given first: past `maxAgeMs` an answer is never given again, so it goes at once instead of
      // holding its bytes until 2,000 newer ones push it out (a burst of different words left ~2,000 dead answers).
      for (const [oldestKey, oldest] of entries) {
        if (oldest === entry || (entries.size <= maxEntries && now - oldest.at < maxAgeMs)) break;
        entries.delete(oldestKey);
      }
      try {
        return (await entry.value) as T;
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
    size: () => entries.size,
    kept: (value) => !(typeof value === 'object' && value !== null && alone.has(value)),
  };
}
