import type { Db } from '../../db/database';

/** How long an instance trusts the frequencies it read from the planner's statistics (they change on ANALYZE). */
const FREQUENCIES_MS = 60_000;

/** How many of the newest rows a search may walk, testing each one's word vector, before it reads every hit (ADR 111). */
export const WALK_ROWS = 3000;
/**
 * The most rows whose titles hold every character of a keyword (an estimate) for which the title hits are read off
 * the title-character index (each title tested, then the vector of those that hold the keyword): beyond it the
 * newest rows are walked for title hits, a title costing far less to test than a vector.
 */
export const TITLE_CHAR_ROWS = 5000;
/** How many of the newest rows a search may walk for title hits (testing titles, and vectors only of title hits). */
export const TITLE_WALK_ROWS = 8000;

/** The tables whose searches read their statistics: the policy search's and 全站搜索's. */
export type SearchedTable = 'policies' | 'search_documents';

/**
 * A table's rows and, as shares of them, the policies (or documents) that hold each common word, the titles that
 * hold each common character and, for 全站搜索's table, each area's rows.
 */
export type Frequencies = {
  rows: number;
  words: Map<string, number>;
  titleChars: Map<string, number>;
  areas: Map<string, number>;
  /**
   * Whether the database's collation is C: a column's own comparisons (an index range) then order text as
   * `COLLATE "C"` does (a page's order), which a read of the newest hits by a date range relies on (ADR 135).
   */
  datesInC: boolean;
  /**
   * The policies' publish dates as the statistics give them (the policy search's table only): each most common date
   * with its share of rows, the histogram's bounds of the others and their share.
   */
  dates: { common: Map<string, number>; bounds: string[]; others: number };
};

const frequencies = new WeakMap<Db, Map<SearchedTable, { at: number; value: Promise<Frequencies> }>>();

/**
 * The share of a table's rows that hold each common word, of titles that hold each common character and of rows in
 * each area, as PostgreSQL's statistics give them (`pg_stats`: the vectors' most common elements, the areas' most
 * common values): estimates that only decide how a search reads its hits, never what it answers (ADR 111, 115).
 * Read once a minute per instance and table.
 */
export async function lexemeFrequencies(db: Db, table: SearchedTable = 'policies'): Promise<Frequencies> {
  let kept = frequencies.get(db);
  if (!kept) {
    kept = new Map();
    frequencies.set(db, kept);
  }
  const held = kept.get(table);
  if (held && performance.now() - held.at < FREQUENCIES_MS) return await held.value;
  const value = (async () => {
    const rows = await db.all<{ column: string; lexeme: string; freq: number }>(
      `SELECT s.attname AS column, e.lexeme, e.freq FROM pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e(lexeme, freq)
       WHERE s.schemaname = current_schema() AND s.tablename = ? AND s.attname IN ('search_vector', 'title_chars') AND e.lexeme IS NOT NULL
       UNION ALL
       SELECT s.attname, v.value, v.freq FROM pg_stats s, unnest(s.most_common_vals::text::text[], s.most_common_freqs) AS v(value, freq)
       WHERE s.schemaname = current_schema() AND s.tablename = ? AND s.attname IN ('area', 'publish_date')
       UNION ALL
       SELECT 'publish_date bounds', b.value, NULL FROM pg_stats s, unnest(s.histogram_bounds::text::text[]) AS b(value)
       WHERE s.schemaname = current_schema() AND s.tablename = ? AND s.attname = 'publish_date'`,
      table,
      table,
      table,
    );
    const of = (column: string) => new Map(rows.filter((row) => row.column === column).map((row) => [row.lexeme, row.freq]));
    // The database's own collation (libc's C or POSIX), not ICU's.
    const size = await db.get<{ rows: number; c: number }>(
      `SELECT GREATEST(reltuples, 0)::bigint AS rows,
         (SELECT datlocprovider = 'c' AND datcollate IN ('C', 'POSIX') FROM pg_database WHERE datname = current_database()) AS c
       FROM pg_class WHERE oid = to_regclass(?)`,
      table,
    );
    const common = of('publish_date');
    const bounds = rows.filter((row) => row.column === 'publish_date bounds').map((row) => row.lexeme);
    const others = bounds.length > 1 ? Math.max(0, 1 - [...common.values()].reduce((sum, freq) => sum + freq, 0)) : 0;
    return {
      rows: Number(size?.rows ?? 0),
      words: of('search_vector'),
      titleChars: of('title_chars'),
      areas: of('area'),
      datesInC: size?.c === 1,
      dates: { common, bounds, others },
    };
  })();
  kept.set(table, { at: performance.now(), value });
  try {
    return await value;
  } catch (error) {
    kept.delete(table);
    throw error;
  }
}

/** Forgets the frequencies read (a test that has just analysed a table). */
export function forgetLexemeFrequencies(db: Db): void {
  frequencies.delete(db);
}

/** The estimated share of rows a keyword's word conditions hold: a phrase of several words, or a word the statistics lack, counts as none. */
export function wordShare(wordForms: readonly (readonly (readonly string[])[])[], words: ReadonlyMap<string, number>): number {
  return wordForms.reduce(
    (share, forms) => share * Math.min(1, forms.reduce((sum, form) => sum + (form.length === 1 ? words.get(form[0] ?? '') ?? 0 : 0), 0)),
    1,
  );
}

/**
 * At most the share of titles that hold every character of some form of every term (a character the statistics lack
 * is in fewer titles than the least common one they list).
 */
export function titleCharShare(terms: readonly (readonly string[])[], titleChars: ReadonlyMap<string, number>): number {
  const floor = Math.min(...titleChars.values(), 1);
  return terms.reduce(
    (share, forms) =>
      share * Math.min(1, forms.reduce((sum, form) => sum + Math.min(...[...form.toLowerCase()].filter((char) => char.trim() !== '').map((char) => titleChars.get(char) ?? floor), 1), 0)),
    1,
  );
}

/**
 * Whether a form's characters are lower-cased alike by JavaScript (the title-character query) and by the database
 * (which under the C locale folds ASCII letters only): else a title hit could lack a character the query asks.
 */
export function foldsAsTitleChars(form: string): boolean {
  return [...form].every((char) => char === char.toLowerCase() || /^[A-Z]$/.test(char));
}

/**
 * A publish date on or after which, by the statistics, at least `rows` policies lie (the newest such date), or '' (every
 * policy) when they cannot tell one. An estimate: a window it opens may hold fewer or more rows, never other ones.
 * Dates compare by their characters, as the C collation compares them.
 */
export function dateFloor(frequency: Frequencies, rows: number): string {
  const { common, bounds, others } = frequency.dates;
  const total = frequency.rows;
  if (total <= 0 || rows >= total) return '';
  const candidates = [...new Set([...common.keys(), ...bounds])].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  for (const date of candidates) {
    let share = 0;
    for (const [value, freq] of common) if (value >= date) share += freq;
    // The histogram's bounds split the other rows in equal parts: the parts wholly at or past `date`.
    const above = bounds.filter((bound) => bound >= date).length;
    if (bounds.length > 1 && above > 1) share += (others * (above - 1)) / (bounds.length - 1);
    if (share * total >= rows) return date;
  }
  return '';
}
