import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PortalSchemas } from '@smes/contract-types';
import { PREPARED } from '../../db/database';
import type { Db } from '../../db/database';
import { idsFilter } from '../../shared/sql';
import { caselessTerms, searchTerms, SNIPPET_PREFIX_LENGTH, snippetFromPrefix, snippetSegments, toSegments, wordPrefixSql } from '../highlight';
import { expandTerm, synonymTargets } from '../search-synonyms';
import { indexable, queryTokens, termQuery, tsvectorLiteral } from '../search/segmenter';
import { boundedTotal, onTextIndex, SEARCH_CANDIDATES, tableWord, titleCharsQuery, titleOnlyForm } from '../search/bounded';
import { foldsAsTitleChars, lexemeFrequencies, TITLE_CHAR_ROWS, TITLE_WALK_ROWS, titleCharShare, wordShare } from '../search/statistics';
import { SEARCH_AREAS, SEARCH_SOURCES } from './search-sources';
import type { SearchAreaCode, SearchDocument } from './search-sources';

export type { SearchAreaCode, SearchDocument } from './search-sources';

/** Hits shown per area in the grouped answer. */
export const GROUP_TOP = 3;
/** Suggestions as the user types. */
export const SUGGEST_LIMIT = 8;
/** How long the words of a batch's items are cut before the requests waiting on the event loop go first, in ms. */
const CUTTING_SLICE_MS = 2;
/** Queued items indexed per transaction. */
const QUEUE_BATCH = 500;
/** Queued items a search indexes before answering, newest first (ADR 113): a publish queues one or a few. */
export const SEARCH_DRAIN_LIMIT = 32;
/** Title matches read for suggestions: enough to fill SUGGEST_LIMIT after repeated titles are dropped. */
const SUGGEST_CANDIDATES = 8 * SUGGEST_LIMIT;

/** Lower-cases when that keeps the length (some letters change length); otherwise matches exactly. */
function lowerKeepingLength(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : text;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Writes an area's items into the index (title A, metadata C, text D), replacing what it held for them; items of
 * `ids` the area no longer gives (deleted, withdrawn, an institution no longer approved) leave it.
 *
 * All of them in one statement (ADR 124): each statement that writes the index takes the next values of its change
 * counter (migration 0032; an upsert fires its trigger as an insert and as an update), which refuse every answer the
 * instances keep that reads the index (ADR 99, ADR 126: 全站搜索 and its suggestions) — a statement per item made a
 * batch of forty a run of eighty refusals spread over the batch, each answer computed again after each. A batch now
 * moves the counter as one item did, and costs one round trip.
 */
export async function storeDocuments(db: Db, area: SearchAreaCode, documents: readonly SearchDocument[], ids: readonly number[] = []): Promise<void> {
  // One row per item (the last given wins, as a statement each left it: an upsert may touch a row only once), written
  // in id order, so two writers of the same items lock them in one order.
  const rows = new Map<number, { source_id: number; title: string; meta: string; body: string; date: string; vector: string }>();
  let sliceStart = performance.now();
  for (const document of documents) {
    // Cutting a long text's words takes milliseconds: a batch is cut in slices, not in one block.
    if (performance.now() - sliceStart >= CUTTING_SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    const title = collapse(document.title);
    const meta = collapse(document.meta);
    const body = collapse(document.text);
    const vector = tsvectorLiteral([
      { text: title, weight: 'A' },
      { text: meta, weight: 'C' },
      { text: body, weight: 'D' },
    ]);
    const id = Number(document.id);
    rows.set(id, { source_id: id, title, meta, body, date: document.date, vector });
  }
  if (rows.size > 0) {
    await db.run(
      `INSERT INTO search_documents (area, source_id, title, meta, body, date, search_vector)
       SELECT CAST(? AS text), d.source_id, d.title, d.meta, d.body, d.date, CAST(d.vector AS tsvector)
       FROM json_to_recordset(CAST(? AS json)) AS d(source_id bigint, title text, meta text, body text, date text, vector text)
       ORDER BY d.source_id
       ON CONFLICT (area, source_id) DO UPDATE SET title = excluded.title, meta = excluded.meta, body = excluded.body, date = excluded.date,
         search_vector = excluded.search_vector`,
      area,
      JSON.stringify([...rows.values()]),
    );
  }
  const gone = ids.filter((id) => !rows.has(Number(id)));
  if (gone.length === 0) return;
  const filter = idsFilter('source_id', gone);
  await db.run(`DELETE FROM search_documents WHERE area = ? AND ${filter.sql}`, area, ...filter.params);
}

type QueuedItem = { area: SearchAreaCode; source_id: number };

/** Writes the queued items into the index and takes them off the queue, in the caller's transaction. */
async function indexQueued(db: Db, batch: readonly QueuedItem[]): Promise<void> {
  for (const source of SEARCH_SOURCES) {
    const ids = batch.filter((item) => item.area === source.area).map((item) => item.source_id);
    if (ids.length === 0) continue;
    await storeDocuments(db, source.area, await source.documents(db, ids), ids);
    const filter = idsFilter('source_id', ids);
    await db.run(`DELETE FROM search_index_queue WHERE area = ? AND ${filter.sql}`, source.area, ...filter.params);
  }
}

/**
 * One batch of the backlog, oldest first (ADR 113), in one transaction: the items another instance's batch holds are
 * skipped (SKIP LOCKED), so instances split a backlog and nothing is indexed twice; a batch killed half-way rolls
 * back and its items stay queued. Answers how many items it indexed (0: nothing left that no one else holds).
 */
export async function indexSearchBacklogBatch(db: Db, size = QUEUE_BATCH): Promise<number> {
  return await db.transaction(async () => {
    const batch = await db.all<QueuedItem>('SELECT area, source_id FROM search_index_queue ORDER BY queued LIMIT ? FOR UPDATE SKIP LOCKED', size);
    await indexQueued(db, batch);
    return batch.length;
  });
}

/**
 * What a search indexes before answering (ADR 113): the `limit` items queued last, so what an operator just
 * published is found by the next search on any instance, however large the backlog behind it; the rest is the
 * background's (index-backlog.ts). With nothing queued it costs one indexed lookup. Items another request is
 * indexing are waited for (FOR UPDATE, not SKIP LOCKED: the results page asks for results and suggestions at the
 * same moment, and the one that skipped would answer without the item); the serializable transaction then fails
 * once and runs again on the indexed state.
 */
export async function indexNewestSearchItems(db: Db, limit = SEARCH_DRAIN_LIMIT): Promise<number> {
  if (!(await db.get('SELECT 1 FROM search_index_queue LIMIT 1'))) return 0;
  return await db.transaction(async () => {
    const batch = await db.all<QueuedItem>('SELECT area, source_id FROM search_index_queue ORDER BY queued DESC LIMIT ? FOR UPDATE', limit);
    await indexQueued(db, batch);
    return batch.length;
  });
}

/** Indexes the whole queue, batch after batch (tests, benches and a template database; never before serving). */
export async function syncSearchIndex(db: Db): Promise<number> {
  if (!(await db.get('SELECT 1 FROM search_index_queue LIMIT 1'))) return 0;
  let done = 0;
  for (;;) {
    const count = await indexSearchBacklogBatch(db, QUEUE_BATCH);
    done += count;
    if (count < QUEUE_BATCH) return done;
  }
}

type Params = Record<string, string | number | null>;

/**
 * Whether a column's lower-cased text holds the value `@name` (a lower-cased form): for a caseless form (Han
 * characters, digits, punctuation) whether the column's own text does — lower-casing neither makes nor unmakes such
 * characters — found without lower-casing a copy of the column for each row read (ADR 131).
 */
function holds(column: string, name: string, form: string): string {
  return caselessTerms([form]) ? `strpos(${column}, @${name}) > 0` : `strpos(lower(${column}), @${name}) > 0`;
}

/**
 * Whether a document's title, meta and text, lower-cased and joined by line breaks, hold the form: a caseless form
 * holds no line break, so it is in the joined text exactly when it is in one of them.
 */
function documentHolds(name: string, form: string): string {
  return caselessTerms([form])
    ? `(${['d.title', 'd.meta', 'd.body'].map((column) => holds(column, name, form)).join(' OR ')})`
    : `strpos(lower(d.title || E'\\n' || d.meta || E'\\n' || d.body), @${name}) > 0`;
}

/**
 * The SQL of one form, confirmed as a substring of `haystack` so every hit holds what was typed (as its highlights
 * show). Over the whole document a form of one word needs no confirming: the word is a substring of the text it was
 * cut from, and reading each hit's text is what a common word's thousands of hits cannot afford. A form whose words the index cannot hold (a lone character) is searched in
 * titles only (ADR 81), through the index of the titles' characters, confirmed in the title.
 */
function formMatch(form: string, name: string, params: Params, haystack: 'document' | 'title'): string {
  const lower = lowerKeepingLength(form);
  params[name] = lower;
  const words = queryTokens(form);
  if (!indexable(words)) {
    params[`${name}_chars`] = titleCharsQuery(form);
    return `(d.title_chars @@ @${name}_chars::tsquery AND ${holds('d.title', name, lower)})`;
  }
  params[`${name}_words`] = termQuery(words);
  const oneWord = words.length === 1 && words[0] === lower.trim();
  if (oneWord && haystack === 'document') return `d.search_vector @@ @${name}_words::tsquery`;
  return `(d.search_vector @@ @${name}_words::tsquery AND ${haystack === 'document' ? documentHolds(name, lower) : holds('d.title', name, lower)})`;
}

type RankRow = {
  area: SearchAreaCode;
  id: number;
  date: string;
  rank: number;
  total: number;
  /** The hit's title and the start of its text (SNIPPET_PREFIX_LENGTH + 1 characters), when read with its rank. */
  title?: string;
  body?: string;
  /** How much of the text was read at most, when not SNIPPET_PREFIX_LENGTH (`wordPrefixSql`). */
  prefix_limit?: number;
};

/**
 * The hits of a keyword whose every term is searched in titles only (a lone character): each of them is in its hit's
 * title, so hits rank newest first. Each area's newest SEARCH_CANDIDATES + 1 are read on their own (its area bound as
 * a value the planner sees, so it walks the area's date index, `search_documents_area_date`, and stops, for a character
 * in many titles, or reads the character's few hits off the title index for a rare one), enough to rank, page and
 * count up to the bound, instead of sorting every title hit of every area.
 */
function titleOnlyHits(areas: readonly SearchAreaCode[], where: readonly string[], params: Params): string {
  params['candidates'] = SEARCH_CANDIDATES + 1;
  return areas
    .map((_area, index) => `(SELECT d.area, d.source_id, d.date, 0 AS title_terms FROM search_documents d
         WHERE d.area = @a${index} AND ${where.join(' AND ')}
         ORDER BY d.date COLLATE "C" DESC, d.source_id LIMIT @candidates)`)
    .join(' UNION ALL ');
}
type TextRow = { area: SearchAreaCode; id: number; title: string; body: string; prefix_limit?: number };

/**
 * The title and snippet of each hit shown, keyed `area:id`: each body's first SNIPPET_PREFIX_LENGTH characters are
 * read, where the snippet mostly lies, and the whole of only those bodies whose start cannot tell the same snippet
 * as the whole (ADR 131): up to 39 hits of several kilobytes each were decompressed, sent, decoded, flattened and
 * lower-cased for a hundred characters apiece.
 */
async function shownTexts(
  db: Db,
  shown: readonly { area: SearchAreaCode; id: number; title?: string; body?: string; prefix_limit?: number }[],
  forms: readonly string[],
): Promise<Map<string, { title: string; snippet: PortalSchemas['TextSegment'][] }>> {
  const texts = new Map<string, { title: string; snippet: PortalSchemas['TextSegment'][] }>();
  const read = async (body: string, keys: readonly { area: SearchAreaCode; id: number }[]) =>
    await db.all<TextRow>(
      `SELECT d.area, d.source_id AS id, d.title, ${body} AS body FROM search_documents d
       JOIN unnest(string_to_array(?, ','), string_to_array(?, ',')::bigint[]) AS shown(area, source_id) ON d.area = shown.area AND d.source_id = shown.source_id`,
      keys.map((row) => row.area).join(','),
      keys.map((row) => row.id).join(','),
    );
  const whole: TextRow[] = [];
  // Read with their ranks (ADR 131), but for a capped area's top hits, read apart.
  const withText = shown.flatMap((row) =>
    row.title !== undefined && row.body !== undefined ? [{ area: row.area, id: row.id, title: row.title, body: row.body, prefix_limit: row.prefix_limit }] : [],
  );
  const without = shown.filter((row) => row.title === undefined || row.body === undefined);
  const prefixes = [...withText, ...(without.length > 0 ? await read(`substr(d.body, 1, ${SNIPPET_PREFIX_LENGTH + 1})`, without) : [])];
  for (const row of prefixes) {
    const snippet = snippetFromPrefix(row.body, row.body.length > (row.prefix_limit ?? SNIPPET_PREFIX_LENGTH), forms);
    if (snippet) texts.set(`${row.area}:${row.id}`, { title: row.title, snippet });
    else whole.push(row);
  }
  if (whole.length > 0) {
    for (const row of await read('d.body', whole)) texts.set(`${row.area}:${row.id}`, { title: row.title, snippet: snippetSegments(row.body, forms) });
  }
  return texts;
}

/** What the bounded reads of one area need: the keyword's conditions, its title test and how common it is. */
type Keyword = {
  where: readonly string[];
  titleTerms: string;
  /** With one term: whether a title holds a form of it, and the title-character query of its forms (else null). */
  titleHit: string | null;
  titleChars: string | null;
  params: Params;
  /** The estimated share of documents that hold the keyword, and of titles that hold its characters. */
  share: number;
  titleShare: number;
};

type TopRow = { area: SearchAreaCode; id: number; date: string };

/** The share of documents holding a word above which testing an area's documents in turn finds its first hits sooner than its bitmap. */
const MOST = 0.5;

/** How many of an area's newest documents the first look for its newest hits covers, at least (ADR 115). */
const FIRST_STRETCH = 64;

/**
 * The first `wanted` hits of an area holding more than SEARCH_CANDIDATES of them, in the page's order (titles that
 * hold more of the terms first, then newest, then in id order; ADR 115), without ranking every hit. With one term:
 * its title hits newest first, off the title-character index when few titles hold its characters (as the policy
 * search, ADR 111), else by walking the area's newest documents testing titles; then, when there are fewer title hits
 * than wanted, the newest of the rest among the area's newest documents: those dated on or after the date of the
 * k-th newest (an index range the planner ANDs with the word's bitmap, so only the hits in it are read), k from the
 * word's estimated share and four times as many while too few are found. Exact: the documents on or after a date
 * come before every other in the page's order, so their newest hits are the area's; a walk that finds too few, or
 * a keyword of several terms, reads every hit of the area, sorted, as before.
 */
async function cappedTop(db: Db, area: SearchAreaCode, wanted: number, areaRows: number, keyword: Keyword): Promise<TopRow[]> {
  const params = { ...keyword.params, topArea: area, wanted };
  const columns = 'd.area, d.source_id AS id, d.date';
  const conditions = keyword.where.join(' AND ');
  const everyHit = async () =>
    await db.all<TopRow>(
      `SELECT ${columns} FROM search_documents d WHERE d.area = @topArea AND ${conditions}
       ORDER BY ${keyword.titleTerms} DESC, d.date COLLATE "C" DESC, d.source_id LIMIT @wanted`,
      params,
    );
  const { titleHit, titleChars, share } = keyword;
  if (!titleHit || !titleChars || share <= 0) return await everyHit();
  let titled: TopRow[];
  if (keyword.titleShare * areaRows <= TITLE_CHAR_ROWS) {
    // Every title hit off the title-character index, newest first (`|| ''` keeps the planner off the date index).
    titled = await db.all<TopRow>(
      `SELECT ${columns} FROM search_documents d WHERE d.area = @topArea AND d.title_chars @@ @titleChars::tsquery AND ${titleHit} AND ${conditions}
       ORDER BY (d.date || '') COLLATE "C" DESC, d.source_id LIMIT @wanted`,
      { ...params, titleChars },
    );
  } else {
    // Many titles hold the characters: the newest documents are walked for title hits (a title tested before the vector).
    titled = await db.all<TopRow>(
      `SELECT ${columns} FROM (SELECT d.area, d.source_id, d.date, d.title, d.meta, d.body, d.search_vector, d.title_chars FROM search_documents d
           WHERE d.area = @topArea ORDER BY d.date COLLATE "C" DESC, d.source_id LIMIT @walk) d
       WHERE ${titleHit} AND ${conditions}
       ORDER BY d.date COLLATE "C" DESC, d.source_id LIMIT @wanted`,
      { ...params, walk: TITLE_WALK_ROWS },
    );
    if (titled.length < wanted) return await everyHit();
  }
  const rest = wanted - titled.length;
  if (rest === 0) return titled;
  for (let stretch = Math.max(FIRST_STRETCH, Math.ceil((2 * rest) / share)); stretch < 4 * areaRows; stretch *= 4) {
    const floor = await db.get<{ date: string }>(
      'SELECT d.date FROM search_documents d WHERE d.area = @topArea ORDER BY d.date COLLATE "C" DESC, d.source_id OFFSET @stretch LIMIT 1',
      { topArea: area, stretch },
    );
    if (!floor) break;
    const others = await db.all<TopRow>(
      `SELECT ${columns} FROM search_documents d WHERE d.area = @topArea AND d.date COLLATE "C" >= @floor AND NOT ${titleHit} AND ${conditions}
       ORDER BY (d.date || '') COLLATE "C" DESC, d.source_id LIMIT @rest`,
      { ...params, floor: floor.date, rest },
    );
    if (others.length === rest) return [...titled, ...others];
  }
  return await everyHit();
}

/**
 * The ranks of a keyword that is one word of the word table (`tableWord`, migration 0033, ADR 138): each area's count
 * up to the bound and its first hits in the page's order (title hits, then newest, then by id), both read off
 * `search_document_words`' index in that order, with the title and the start of the text of the hits shown — one
 * statement, whatever the number of hits. `tops`: how many of each area's first hits to read.
 */
async function wordTableRanks(db: Db, word: string, areas: readonly SearchAreaCode[], tops: readonly number[], page: { area: string; start: number; end: number }): Promise<RankRow[]> {
  const prefix = wordPrefixSql('d.body', '@word');
  return await db.all<RankRow>(
    // Each shown hit's document by its key (LATERAL, LIMIT 1 keeps it one): joined, a word the statistics call common was
    // planned as a hash of every document (50–80 ms).
    `${PREPARED} SELECT a.area, t.source_id AS id, t.date, t.rank, c.total, d.title, ${prefix.body} AS body, ${prefix.limit} AS prefix_limit
     FROM unnest(string_to_array(@areas, ','), string_to_array(@tops, ',')::int[]) AS a(area, top)
     CROSS JOIN LATERAL (SELECT COUNT(*)::int AS total FROM (SELECT FROM search_document_words w WHERE w.area = a.area AND w.lexeme = @word LIMIT @candidates) h) c
     CROSS JOIN LATERAL (SELECT w.source_id, w.date, (row_number() OVER (ORDER BY w.title_hit DESC, w.date DESC, w.source_id))::int AS rank
       FROM (SELECT w.source_id, w.date, w.title_hit FROM search_document_words w WHERE w.area = a.area AND w.lexeme = @word
         ORDER BY w.title_hit DESC, w.date DESC, w.source_id LIMIT a.top) w) t
     CROSS JOIN LATERAL (SELECT d.title, d.body FROM search_documents d WHERE d.area = a.area AND d.source_id = t.source_id LIMIT 1) d
     CROSS JOIN ${prefix.join}
     WHERE t.rank <= @groupTop OR (a.area = @area AND t.rank > @start AND t.rank <= @end)
     ORDER BY a.area, t.rank`,
    { word, areas: areas.join(','), tops: tops.join(','), candidates: SEARCH_CANDIDATES + 1, groupTop: GROUP_TOP, ...page },
  );
}

/**
 * Grouped hits of a keyword: every area of `areas` with its count and best GROUP_TOP hits (titles that hold more of
 * the terms first, then newest, then in id order), each term with its synonyms; with `area`, that area's hits paged
 * as well, up to the SEARCH_CANDIDATES-th. Counts are exact up to SEARCH_CANDIDATES and said to be capped beyond it
 * (ADR 81). One query ranks the hits off the GIN index from the index table's short columns; a second reads the
 * title and text of only the hits shown.
 *
 * An area the planner's statistics say holds many hits of the keyword (ADR 115) has its hits read only up to
 * SEARCH_CANDIDATES + 1 in that query: all of them if there are fewer, ranked as before; else its total is capped
 * and its top hits are read apart (`cappedTop`), not every hit ranked. The estimate picks the way, never the answer.
 *
 * A keyword of one word is read off the word table instead (`wordTableRanks`, ADR 138); `wordTable: false` reads it
 * as the others (the tests compare the two ways).
 */
export async function searchIndex(
  db: Db,
  keyword: string,
  options: { area?: SearchAreaCode; pageNum: number; pageSize: number; wordTable?: boolean },
  areas: readonly SearchAreaCode[] = SEARCH_AREAS,
): Promise<PortalSchemas['GlobalSearchResult']> {
  const terms = searchTerms(keyword);
  const groups = terms.map(expandTerm);
  const forms = [...new Set(groups.flat())];
  const titleOnlyTerms = terms.filter((_term, g) => (groups[g] ?? []).every(titleOnlyForm));
  const titleOnly = titleOnlyTerms.length === terms.length;
  const start = (options.pageNum - 1) * options.pageSize;
  let ranks: RankRow[] = [];
  let texts = new Map<string, { title: string; snippet: PortalSchemas['TextSegment'][] }>();
  if (groups.length > 0) {
    const end = options.area ? Math.min(start + options.pageSize, SEARCH_CANDIDATES) : 0;
    const top = (area: SearchAreaCode) => (area === options.area && end > start ? Math.max(GROUP_TOP, end) : GROUP_TOP);
    // One word: off the word table, in the page's order (ADR 138).
    const word = titleOnly || options.wordTable === false ? undefined : tableWord(groups);
    if (word !== undefined) {
      // Off the B-tree alone: no setting of onTextIndex's is needed, and the statement is prepared once (a fixed text).
      ranks = await wordTableRanks(db, word, areas, areas.map(top), { area: options.area ?? '', start, end });
    } else {
      const params: Params = { area: options.area ?? null, start, end, top: GROUP_TOP };
      const where = groups.map((group, g) => `(${group.map((form, f) => formMatch(form, `f${g}_${f}`, params, 'document')).join(' OR ')})`);
      const titleTerms = groups
        .map((group, g) => `(CASE WHEN ${group.map((form, f) => holds('d.title', `f${g}_${f}`, lowerKeepingLength(form))).join(' OR ')} THEN 1 ELSE 0 END)`)
        .join(' + ');
      areas.forEach((area, index) => {
        params[`a${index}`] = area;
      });
      const statistics = titleOnly ? undefined : await lexemeFrequencies(db, 'search_documents');
      const areaRows = (area: SearchAreaCode) => (statistics?.areas.get(area) ?? 0) * (statistics?.rows ?? 0);
      const share = statistics ? wordShare(groups.map((group) => group.filter((form) => !titleOnlyForm(form)).map(queryTokens)), statistics.words) : 0;
      // Areas whose hits the statistics say exceed half the bound: each read on its own, up to the bound.
      const many = areas.filter((area) => areaRows(area) * share > SEARCH_CANDIDATES / 2);
      const few = areas.filter((area) => !many.includes(area));
      const slot = (area: SearchAreaCode) => `@a${areas.indexOf(area)}`;
      const hitColumns = `d.area, d.source_id, d.date, ${titleTerms} AS title_terms`;
      const wordHits = [
        ...(few.length > 0
          ? [`SELECT ${hitColumns} FROM search_documents d
              WHERE d.area ${many.length > 0 ? '' : 'COLLATE "C" '}IN (${few.map(slot).join(', ')}) AND ${where.join(' AND ')}`]
          : []),
        // Unless most documents hold the word, `COLLATE "C"` keeps the planner off the primary key's area prefix: it read
        // the area's documents testing each one's vector (kilobytes, out of line) until the bound, 40 ms for a word in a
        // quarter of the policies, where the word's bitmap reads only its hits (ADR 135).
        ...many.map((area) => `(SELECT ${hitColumns} FROM search_documents d WHERE d.area ${share < MOST ? 'COLLATE "C" ' : ''}= ${slot(area)} AND ${where.join(' AND ')} LIMIT @candidates)`),
      ].join(' UNION ALL ');
      if (many.length > 0) params['candidates'] = SEARCH_CANDIDATES + 1;
      ranks = await onTextIndex(db, async () => {
        const ranked = await db.all<RankRow>(
          `WITH hits AS (${titleOnly ? titleOnlyHits(areas, where, params) : wordHits}
           ), ranked AS (
             SELECT hits.*, row_number() OVER (PARTITION BY area ORDER BY title_terms DESC, date COLLATE "C" DESC, source_id) AS rank,
               COUNT(*) OVER (PARTITION BY area) AS total
             FROM hits
           )
           SELECT r.area, r.source_id AS id, r.date, r.rank, r.total, d.title, substr(d.body, 1, ${SNIPPET_PREFIX_LENGTH + 1}) AS body
           FROM ranked r JOIN search_documents d ON d.area = r.area AND d.source_id = r.source_id
           WHERE r.rank <= @top OR (r.area = @area AND r.rank > @start AND r.rank <= @end)
           ORDER BY r.area, r.rank`,
          params,
        );
        const capped = many.filter((area) => Number(ranked.find((row) => row.area === area)?.total ?? 0) > SEARCH_CANDIDATES);
        if (capped.length === 0) return ranked;
        const single = groups.length === 1 && (groups[0] ?? []).every((form) => foldsAsTitleChars(form) && titleCharsQuery(form) !== '');
        const key: Keyword = {
          where,
          titleTerms,
          titleHit: single ? `(${(groups[0] ?? []).map((form, f) => holds('d.title', `f0_${f}`, lowerKeepingLength(form))).join(' OR ')})` : null,
          titleChars: single ? (groups[0] ?? []).map((form) => `(${titleCharsQuery(form)})`).join(' | ') : null,
          params,
          share,
          titleShare: statistics ? titleCharShare(groups, statistics.titleChars) : 1,
        };
        const tops: RankRow[] = [];
        for (const area of capped) {
          const rows = await cappedTop(db, area, top(area), areaRows(area), key);
          rows.forEach((row, index) => tops.push({ ...row, rank: index + 1, total: SEARCH_CANDIDATES + 1 }));
        }
        return [...ranked.filter((row) => !capped.includes(row.area)), ...tops].filter(
          (row) => row.rank <= GROUP_TOP || (row.area === options.area && row.rank > start && row.rank <= end),
        );
      });
    }
    if (ranks.length > 0) texts = await shownTexts(db, ranks, forms);
  }
  const hit = (row: RankRow): PortalSchemas['GlobalSearchHit'] => {
    const text = texts.get(`${row.area}:${row.id}`);
    return {
      area: row.area,
      id: String(row.id),
      title: toSegments(text?.title ?? '', forms),
      snippet: text?.snippet ?? snippetSegments('', forms),
      ...(row.date ? { date: row.date } : {}),
    };
  };
  const ofArea = (area: SearchAreaCode) => ranks.filter((row) => row.area === area);
  const totalOf = (area: SearchAreaCode) => boundedTotal(ofArea(area)[0]?.total ?? 0);
  const result: PortalSchemas['GlobalSearchResult'] = {
    keyword: terms.join(' '),
    terms: forms,
    total: areas.reduce((sum, area) => sum + totalOf(area).total, 0),
    totalCapped: areas.some((area) => totalOf(area).totalCapped),
    groups: areas.map((area) => ({ area, ...totalOf(area), hits: ofArea(area).filter((row) => row.rank <= GROUP_TOP).map(hit) })),
    ...(titleOnlyTerms.length > 0 ? { titleOnlyTerms } : {}),
  };
  if (options.area) {
    const area = options.area;
    result.page = {
      rows: ofArea(area).filter((row) => row.rank > start && row.rank <= start + options.pageSize && row.rank <= SEARCH_CANDIDATES).map(hit),
      ...totalOf(area),
      pageNum: options.pageNum,
      pageSize: options.pageSize,
    };
  }
  return result;
}

type TitleRow = { area: SearchAreaCode; id: number; title: string };

/**
 * What to offer while the user types: the synonyms of what was typed (高企 → 高新技术企业), then titles that start
 * with any form of it, then titles that contain one; newest first within each, no repeats, at most SUGGEST_LIMIT.
 */
export async function suggestTitles(db: Db, keyword: string): Promise<PortalSchemas['GlobalSearchSuggestion'][]> {
  const typed = keyword.trim().replace(/\s+/g, ' ');
  if (typed === '') return [];
  const forms = expandTerm(typed);
  const params: Params = { limit: SUGGEST_CANDIDATES };
  const title = 'lower(d.title)';
  const found = forms.map((form, f) => formMatch(form, `f${f}`, params, 'title'));
  const starts = forms.map((_form, f) => `strpos(${title}, @f${f}) = 1`).join(' OR ');
  const rows = await db.all<TitleRow>(
    `SELECT d.area, d.source_id AS id, d.title FROM search_documents d WHERE ${found.join(' OR ')}
     ORDER BY CASE WHEN ${starts} THEN 0 ELSE 1 END, d.date COLLATE "C" DESC, d.title COLLATE "C", d.area, d.source_id LIMIT @limit`,
    params,
  );
  const seen = new Set<string>();
  const suggestions: PortalSchemas['GlobalSearchSuggestion'][] = [];
  const offer = (suggestion: PortalSchemas['GlobalSearchSuggestion']) => {
    if (suggestions.length >= SUGGEST_LIMIT || seen.has(suggestion.text)) return;
    seen.add(suggestion.text);
    suggestions.push(suggestion);
  };
  for (const target of synonymTargets(typed)) offer({ text: target, segments: toSegments(target, forms) });
  for (const row of rows) offer({ text: row.title, segments: toSegments(row.title, forms), area: row.area, id: String(row.id) });
  return suggestions;
}

/** How many items wait to be indexed, counted up to `cap` (the count of a large backlog need not be exact). */
export async function searchBacklog(db: Db, cap = 100_000): Promise<number> {
  const row = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM (SELECT 1 FROM search_index_queue LIMIT ?) q', cap);
  return Number(row?.n ?? 0);
}
