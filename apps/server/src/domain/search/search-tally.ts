import type { Db } from '../../db/database';
import { createWriteBehind } from '../../db/write-behind';
import { normalizeKeyword } from '../search-suggestions';

/**
 * 热门检索's counts, added up in memory and written together (ADR 106): a search no longer writes. Each first page of
 * a keyword search that found something was one upsert on that keyword's row — at 50 connections on one term, 50
 * commits a moment queued on one row lock, the only write left in a search answered from memory (ADR 99). Now an
 * instance writes what it counted once a second, one statement for every term, so a term's count is at most about
 * a second behind; several instances add to the same rows. Counts an instance holds when it stops are written by
 * `stop`; what it held when it crashed is lost (popularity, not a record of anything).
 */
export type SearchTally = {
  /** Counts one search of `keyword` at `at`; a keyword with no searchable term counts nothing. */
  add(keyword: string, at: Date): void;
  /** Writes what was counted so far; a failed write keeps the counts for the next one. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
};

export type SearchTallyOptions = {
  /** How long counts wait before they are written. */
  flushMs?: number;
  /** A write that failed (its counts wait for the next one). */
  onError?: (error: unknown) => void;
};

/** Distinct terms held while writes fail; beyond it new terms are not counted (existing ones still are). */
export const MAX_PENDING_TERMS = 10_000;

type Counted = { times: number; at: string };

export function createSearchTally(db: Db, { flushMs, onError }: SearchTallyOptions = {}): SearchTally {
  const counts = createWriteBehind<Counted>(db, {
    merge(held, more) {
      held.times += more.times;
      if (more.at > held.at) held.at = more.at;
    },
    async write(rows) {
      // One statement for every term; the latest search time wins whichever instance wrote first (ISO text sorts).
      await db.run(
        `INSERT INTO search_terms (term, count, last_searched_at)
         SELECT term, times, at FROM json_to_recordset(?::json) AS counted(term text, times bigint, at text)
         ON CONFLICT (term) DO UPDATE SET count = search_terms.count + excluded.count,
           last_searched_at = GREATEST(search_terms.last_searched_at, excluded.last_searched_at)`,
        JSON.stringify(rows.map(([term, { times, at }]) => ({ term, times, at }))),
      );
    },
    maxPending: MAX_PENDING_TERMS,
    flushMs,
    onError,
  });

  return {
    add(keyword, at) {
      const term = normalizeKeyword(keyword);
      if (term !== '') counts.add(term, { times: 1, at: at.toISOString() });
    },
    flush: counts.flush,
    stop: counts.stop,
  };
}
