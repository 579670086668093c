import type { Db } from '../../db/database';
import { caselessTerms } from '../highlight';
import { indexable, queryTokens } from './segmenter';

/**
 * How many hits of a keyword a search considers (ADR 81): the first SEARCH_CANDIDATES in the order the page shows,
 * chosen from the indexes, are sorted and paged; the total is exact up to it and said to be a lower bound beyond.
 * A province holds thousands of hits of a common term, and reading, ranking and counting every one of them made
 * each search expensive; no one pages past the thousandth hit.
 */
export const SEARCH_CANDIDATES = 1000;

/** The total a search answers: exact up to SEARCH_CANDIDATES, else SEARCH_CANDIDATES with `totalCapped`. */
export function boundedTotal(found: number): { total: number; totalCapped: boolean } {
  return { total: Math.min(found, SEARCH_CANDIDATES), totalCapped: found > SEARCH_CANDIDATES };
}

/**
 * Whether a typed form is searched in titles only: a form jieba leaves as (or with) a lone Han character (企) is
 * not a word of the full-text indexes, and matching it by its text would scan every document.
 */
export function titleOnlyForm(form: string): boolean {
  return !indexable(queryTokens(form));
}

/**
 * The word of the word tables (migration 0033, ADR 138) a keyword is, when it is one term of one form (no synonym)
 * that jieba keeps as one word, without case (Han characters, digits): its hits are then exactly the documents whose
 * vector holds that word, and a title hit is a title that holds it as written — what the tables' rows say. Else
 * undefined (the keyword is searched off the GIN indexes).
 */
export function tableWord(groups: readonly (readonly string[])[]): string | undefined {
  const form = groups.length === 1 && groups[0]?.length === 1 ? groups[0][0] : undefined;
  if (form === undefined || form === '' || !caselessTerms([form])) return undefined;
  const words = queryTokens(form);
  return words.length === 1 && words[0] === form && indexable(words) ? form : undefined;
}

function quote(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * A `tsquery` literal over a title's characters (the `title_chars` columns, migration 0023): every character of
 * the form, lower-cased as the column is. It narrows the candidates through the index; the caller confirms the form
 * as a substring of the title.
 */
export function titleCharsQuery(form: string): string {
  const chars = [...new Set([...form.toLowerCase()].filter((char) => char.trim() !== ''))];
  return chars.map(quote).join(' & ');
}

/**
 * Runs a query that finds rows through a full-text (GIN) index with sequential scans discouraged for that query alone.
 * The planner prices testing a row with `@@` as one cheap operator, but the test reads the row's whole vector
 * (kilobytes, out of line), so for a common word it preferred scanning every document's vector to reading the
 * index's hits and their rows' short columns, many times cheaper (ADR 81).
 *
 * No parallel workers either, and read committed rather than the default serializable (ADR 111): a common word's
 * candidates were read by three processes (the planner's parallel bitmap scan and sort), about three times the CPU
 * for the same wall time, which at 50 connections on two cores is taken from the other requests; and a serializable
 * read takes a predicate lock on what it reads and a serializable snapshot, work a lone read-only statement does not
 * need (its snapshot is its own either way). Each statement goes with the settings and they end with it, no
 * transaction around the callback (ADR 135: each of its statements reads its own snapshot at read committed, as in a
 * read committed transaction); a caller already in one gets them for the callback and reset after (its isolation is
 * its own). The assistant's retrieval (assistant/clause-store.ts, ADR 90) reads its word
 * indexes the same way: its text hits are read term by term, rarest first, and a bound keeps the first ones read.
 */
export async function onTextIndex<T>(db: Db, query: () => Promise<T>): Promise<T> {
  const settings = 'SET LOCAL enable_seqscan = off; SET LOCAL max_parallel_workers_per_gather = 0';
  // Outside a transaction each statement goes with the settings in one message, an implicit transaction of its own at
  // read committed: no BEGIN and COMMIT round trips around it (ADR 135).
  if (!db.inTransaction()) return await db.withStatementSettings(`SET LOCAL transaction_isolation = 'read committed'; ${settings}`, query);
  // A caller's transaction: sent with a savepoint, one round trip for both (ADR 131), and reset after.
  return await db.transaction(
    async () => {
      const result = await query();
      await db.exec('SET LOCAL enable_seqscan = DEFAULT; SET LOCAL max_parallel_workers_per_gather = DEFAULT');
      return result;
    },
    { settings },
  );
}
