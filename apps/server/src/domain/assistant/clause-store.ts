import type { Db } from '../../db/database';
import { segmentForIndex } from '../../shared/chinese/segmenter';
import { onTextIndex } from '../search/bounded';
import { tokensVectorLiteral } from '../search/segmenter';
import { documentClauses } from './clauses';
import type { DocMeta, DocType } from './clauses';
import { clauseKinds } from './question-types';

/**
 * Every SQL statement of the assistant's retrieval (ADR 61, on PostgreSQL by ADR 62), so the index's storage
 * changes this module only.
 *
 * - `assistant_docs` / `assistant_clauses`: each citable document and its clauses with their segmented terms;
 * - `assistant_docs.words`: a word index of documents (a tsvector under GIN: title terms weighted A, body terms D).
 *   Each term is stored as `<region>_<term>` (330100_租金), so the documents of the regions a question is about are
 *   a small slice of the index however large the corpus: a question about a place reads the slices of its
 *   全国/省/市/区, not all of them;
 * - `assistant_docs.target_words`: the same for the titles of what the eligibility engine can judge (a policy or a
 *   project with a rule set), so "can we apply for X" searches a few thousand titles, not the corpus;
 * - `assistant_terms`: in how many documents each term occurs (its idf), and `assistant_regions` how many documents
 *   each region has, kept as documents come and go, in the database so that every instance reads the same counts;
 * - `assistant_index_queue`: filled by triggers on every write of a source table, drained in the background
 *   (`indexClauseBacklogBatch`) and, its newest few, before each question (`indexNewestClauseDocs`).
 */

export const DOC_TYPES: readonly DocType[] = ['policy', 'notice', 'interpretation', 'project'];
const QUEUE_BATCH = 500;
/** Documents a question indexes before it is answered, newest first (ADR 113): a publish queues a policy and its family. */
export const QUESTION_DRAIN_LIMIT = 16;

/** ts_rank's weights {D, C, B, A}: a title match (A) counts four times a body match (D), as FTS5's bm25(4, 1) did. */
const DOCUMENT_WEIGHTS = '{0.25, 0, 0, 1}';

export type StoredDoc = DocMeta & { key: number };

export type StoredClause = {
  docKey: number;
  clause: string;
  paragraph: number;
  text: string;
  terms: string[];
  kinds: number;
};

type DocRow = {
  id: number;
  doc_type: DocType;
  doc_id: number;
  title: string;
  doc_no: string | null;
  region_code: string;
  national: number;
  policy_id: number | null;
  judgeable: number;
};

const DOC_COLUMNS = 'id, doc_type, doc_id, title, doc_no, region_code, national, policy_id, judgeable';

function toDoc(row: DocRow): StoredDoc {
  return {
    key: row.id,
    docType: row.doc_type,
    docId: String(row.doc_id),
    title: row.title,
    docNo: row.doc_no,
    regionCode: row.region_code,
    national: row.national === 1,
    policyId: row.policy_id,
    judgeable: row.judgeable === 1,
  };
}

function partitioned(region: string, terms: readonly string[]): string[] {
  const prefix = `${region}_`;
  return terms.map((term) => prefix + term);
}

type Delta = { terms: Map<string, number>; regions: Map<string, number> };

function count(map: Map<string, number>, key: string, change: number): void {
  map.set(key, (map.get(key) ?? 0) + change);
}

async function removeDocument(db: Db, docType: DocType, docId: number, delta: Delta): Promise<number | null> {
  const existing = await db.get<{ id: number; terms: string; region_code: string }>(
    'DELETE FROM assistant_docs WHERE doc_type = ? AND doc_id = ? RETURNING id, terms, region_code',
    docType,
    docId,
  );
  if (!existing) return null;
  for (const term of existing.terms.split(' ')) if (term) count(delta.terms, term, -1);
  count(delta.regions, existing.region_code, -1);
  return existing.id;
}

/** Re-reads one document from its source table into the index (or drops it when it is gone or repealed). */
async function indexDocument(db: Db, docType: DocType, docId: number, delta: Delta): Promise<void> {
  // The clauses go with their document (ON DELETE CASCADE); a re-indexed document keeps its key.
  const previousKey = await removeDocument(db, docType, docId, delta);
  const found = await documentClauses(db, docType, docId);
  if (!found) return;
  const { doc, clauses } = found;
  const titleTerms = segmentForIndex(doc.title);
  const clauseTerms = clauses.map((clause) => segmentForIndex(clause.text));
  const distinct = new Set([...titleTerms, ...clauseTerms.flat()]);
  const titleWords = partitioned(doc.regionCode, titleTerms);
  const words = tokensVectorLiteral([
    { tokens: titleWords, weight: 'A' },
    { tokens: partitioned(doc.regionCode, clauseTerms.flat()), weight: 'D' },
  ]);
  const targetWords = doc.judgeable ? tokensVectorLiteral([{ tokens: titleWords, weight: 'A' }]) : null;
  const values = [
    docType,
    docId,
    doc.title,
    doc.docNo,
    doc.regionCode,
    doc.national ? 1 : 0,
    doc.policyId,
    doc.judgeable ? 1 : 0,
    [...distinct].join(' '),
    words,
    targetWords,
  ];
  const columns = 'doc_type, doc_id, title, doc_no, region_code, national, policy_id, judgeable, terms, words, target_words';
  const placeholders = '?, ?, ?, ?, ?, ?, ?, ?, ?, ?::tsvector, ?::tsvector';
  const key =
    previousKey === null
      ? (await db.run(`INSERT INTO assistant_docs (${columns}) VALUES (${placeholders}) RETURNING id`, ...values)).lastInsertRowid
      : (await db.run(`INSERT INTO assistant_docs (id, ${columns}) VALUES (?, ${placeholders}) RETURNING id`, previousKey, ...values)).lastInsertRowid;
  // All of its clauses in one statement (ADR 120): a policy has dozens, each once a round trip of its own.
  if (clauses.length > 0) {
    const rows = clauses.map((clause, index) => ({
      paragraph: clause.paragraph,
      label: clause.clause,
      text: clause.text,
      terms: (clauseTerms[index] ?? []).join(' '),
      kinds: clauseKinds(clause.text),
    }));
    await db.run(
      `INSERT INTO assistant_clauses (doc, paragraph, label, text, terms, kinds)
       SELECT CAST(? AS bigint), paragraph, label, text, terms, kinds FROM json_to_recordset(CAST(? AS json)) AS c(paragraph bigint, label text, text text, terms text, kinds bigint)`,
      key,
      JSON.stringify(rows),
    );
  }
  for (const term of distinct) count(delta.terms, term, 1);
  count(delta.regions, doc.regionCode, 1);
}

/**
 * Adds the batch's changes to the counts in one statement (ADR 120: a batch of ten documents changes a few thousand
 * terms, once a round trip each), its rows in key order: the statement takes their locks in the order the array
 * lists them, so two instances indexing at once lock rows in one order, as the statement-per-key loop did.
 */
async function applyDelta(db: Db, table: 'assistant_terms' | 'assistant_regions', column: 'term' | 'region_code', changes: Map<string, number>): Promise<void> {
  const keys = [...changes.keys()].filter((key) => changes.get(key) !== 0).sort();
  if (keys.length === 0) return;
  await db.run(
    `INSERT INTO ${table} (${column}, docs)
     SELECT k.key, CAST(k.docs AS bigint) FROM ROWS FROM (json_array_elements_text(CAST(? AS json)), json_array_elements_text(CAST(? AS json))) WITH ORDINALITY AS k(key, docs, n)
     ORDER BY k.n
     ON CONFLICT (${column}) DO UPDATE SET docs = ${table}.docs + excluded.docs`,
    JSON.stringify(keys),
    JSON.stringify(keys.map((key) => changes.get(key) ?? 0)),
  );
}

type QueuedDoc = { doc_type: DocType; doc_id: number };

/** Indexes the queued documents with their counts and takes them off the queue, in the caller's transaction. */
async function indexQueued(db: Db, batch: readonly QueuedDoc[]): Promise<void> {
  const delta: Delta = { terms: new Map(), regions: new Map() };
  for (const item of batch) await indexDocument(db, item.doc_type, item.doc_id, delta);
  if (batch.length > 0) {
    // The batch's items, held by this transaction since it took them (FOR UPDATE), leave the queue together.
    await db.run(
      `DELETE FROM assistant_index_queue q USING json_to_recordset(CAST(? AS json)) AS b(doc_type text, doc_id bigint)
       WHERE q.doc_type = b.doc_type AND q.doc_id = b.doc_id`,
      JSON.stringify(batch.map((item) => ({ doc_type: item.doc_type, doc_id: item.doc_id }))),
    );
  }
  await applyDelta(db, 'assistant_terms', 'term', delta.terms);
  await applyDelta(db, 'assistant_regions', 'region_code', delta.regions);
}

/**
 * One batch of the backlog, oldest first (ADR 113), in one transaction with its counts: documents another
 * instance's batch holds are skipped (SKIP LOCKED), so instances split a backlog and nothing is indexed twice; a
 * batch killed half-way rolls back and its documents stay queued. Answers how many documents it indexed.
 *
 * Read committed (ADR 120): what makes a batch correct is its own locks and keys, not what it read — each queued
 * document is held by one transaction (FOR UPDATE), a writer re-queuing it waits for the batch, and the counts are
 * increments (`docs + excluded.docs`) applied to whatever another instance committed meanwhile. Under serializable
 * two instances' batches, which always share region and common-term rows, failed each other at commit and one
 * re-did its whole batch after a back-off, again and again: one instance indexed most of a backlog.
 */
export async function indexClauseBacklogBatch(db: Db, size = QUEUE_BATCH): Promise<number> {
  return await db.transaction(async () => {
    const batch = await db.all<QueuedDoc>('SELECT doc_type, doc_id FROM assistant_index_queue ORDER BY queued LIMIT ? FOR UPDATE SKIP LOCKED', size);
    await indexQueued(db, batch);
    return batch.length;
  }, { isolation: 'read committed' });
}

/**
 * What a question indexes before it is answered (ADR 113): the `limit` documents queued last, so what an operator
 * just published is answerable at once however large the backlog behind it (the rest is the background's,
 * index-backlog.ts). With nothing queued it costs one indexed lookup. Documents another request is indexing are
 * waited for (FOR UPDATE, not SKIP LOCKED, as the global search's queue: the one that skipped would answer without
 * the document just published); the serializable transaction then fails once and runs again on the indexed state.
 */
export async function indexNewestClauseDocs(db: Db, limit = QUESTION_DRAIN_LIMIT): Promise<number> {
  if (!(await db.get('SELECT 1 FROM assistant_index_queue LIMIT 1'))) return 0;
  return await db.transaction(async () => {
    const batch = await db.all<QueuedDoc>('SELECT doc_type, doc_id FROM assistant_index_queue ORDER BY queued DESC LIMIT ? FOR UPDATE', limit);
    await indexQueued(db, batch);
    return batch.length;
  });
}

/** How many documents wait to be indexed, counted up to `cap` (the count of a large backlog need not be exact). */
export async function clauseBacklog(db: Db, cap = 100_000): Promise<number> {
  const row = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM (SELECT 1 FROM assistant_index_queue LIMIT ?) q', cap);
  return Number(row?.n ?? 0);
}

/** Indexes the whole queue, batch after batch (tests, benches and a template database; never before serving). */
export async function syncClauseIndex(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const count = await indexClauseBacklogBatch(db, QUEUE_BATCH);
    done += count;
    if (count < QUEUE_BATCH) return done;
  }
}

/** How many indexed documents hold each term (0 for a term no document uses). */
export async function documentFrequencies(db: Db, terms: readonly string[]): Promise<Map<string, number>> {
  const distinct = [...new Set(terms)];
  const out = new Map<string, number>(distinct.map((term) => [term, 0]));
  if (distinct.length === 0) return out;
  const rows = await db.all<{ term: string; docs: number }>(`SELECT term, docs FROM assistant_terms WHERE term IN (${inList(distinct.length)})`, ...distinct);
  for (const row of rows) out.set(row.term, row.docs);
  return out;
}

function inList(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

async function regionCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db.all<{ region_code: string; docs: number }>('SELECT region_code, docs FROM assistant_regions WHERE docs > 0');
  return new Map(rows.map((row) => [row.region_code, row.docs]));
}

/** Indexed documents in all, and per region code. */
export async function indexSize(db: Db): Promise<{ documents: number; inRegions: (codes: readonly string[]) => number }> {
  const regions = await regionCounts(db);
  const documents = [...regions.values()].reduce((sum, docs) => sum + docs, 0);
  return { documents, inRegions: (codes) => codes.reduce((sum, code) => sum + (regions.get(code) ?? 0), 0) };
}

/** Every region code that has indexed documents (a question about anywhere reads all their slices). */
export async function indexedRegions(db: Db): Promise<string[]> {
  return [...(await regionCounts(db)).keys()].sort();
}

export type DocumentQuery = {
  terms: readonly string[];
  regions: readonly string[];
  /** Match the terms in titles only (a word too common in bodies to read them all). */
  titlesOnly?: boolean;
  limit: number;
};

function quote(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** A `tsquery` literal: any of the terms in any of the regions (in titles only: weight A). */
function matchQuery(query: Pick<DocumentQuery, 'terms' | 'regions' | 'titlesOnly'>): string | null {
  return lexemes(query.regions.filter((region) => /^\d{6}$/.test(region)), query);
}

function lexemes(regions: readonly string[], query: Pick<DocumentQuery, 'terms' | 'titlesOnly'>): string | null {
  const parts: string[] = [];
  for (const region of regions) {
    for (const term of query.terms) if (/^[\p{L}\p{N}]+$/u.test(term)) parts.push(`${quote(`${region}_${term}`)}${query.titlesOnly ? ':A' : ''}`);
  }
  return parts.length === 0 ? null : parts.join(' | ');
}

/** Stands for a document's own region in a query ranked per document (`rankedQuery`). */
const OWN_REGION = '{region}';

/**
 * The `tsquery` a document of `alias` is ranked against, as SQL and its parameter (ADR 120). A document's vectors
 * hold the words of its own region only, so across several regions it is ranked against the question's words in its
 * own region: the same order as against every region's words (ts_rank adds up the query's words the document holds
 * and divides by how many the query has, one factor for every document), without sorting and looking up every
 * region's words (a question about anywhere ORs about 80 × 4 of them) in each ranked vector.
 */
function rankedQuery(query: Pick<DocumentQuery, 'terms' | 'regions' | 'titlesOnly'>, alias: string): { sql: string; param: string } | null {
  const regions = query.regions.filter((region) => /^\d{6}$/.test(region));
  if (regions.length <= 1) {
    const whole = lexemes(regions, query);
    return whole === null ? null : { sql: 'CAST(? AS tsquery)', param: whole };
  }
  const own = lexemes([OWN_REGION], query);
  return own === null ? null : { sql: `CAST(replace(CAST(? AS text), '${OWN_REGION}', ${alias}.region_code) AS tsquery)`, param: own };
}

/**
 * How many documents one search ranks by reading their vectors (ADR 90): the best title hits, and as many of the
 * documents holding the terms in their text, rarest term first. `ts_rank` reads each ranked document's whole word
 * vector (kilobytes, out of line), and at a province a common word has thousands of hits.
 */
export const RANKED_CANDIDATES = 500;

/**
 * The documents of the given regions that best match the terms, by ts_rank over the word index (a title match
 * counts four times a body match), best first. `rank` is lower for a better match, as FTS5's bm25 was.
 *
 * Only a bounded set is ranked (ADR 90): the RANKED_CANDIDATES documents whose titles best hold the terms (read off
 * `title_words`, a title's few terms), and — unless only titles are asked for — the first RANKED_CANDIDATES
 * documents holding each term in turn, rarest first (`terms` come rarest first), read off the index without
 * opening their vectors (a document counted once per term it holds). Under both bounds every hit is ranked, as
 * before. A document past them holds only the question's commoner words, and none of them in its title.
 */
export async function searchDocuments(db: Db, query: DocumentQuery): Promise<{ key: number; rank: number }[]> {
  const match = matchQuery(query);
  if (match === null) return [];
  const anywhere = matchQuery({ ...query, titlesOnly: false }) ?? match;
  const byTerm = query.titlesOnly ? [] : query.terms.flatMap((term) => matchQuery({ terms: [term], regions: query.regions }) ?? []);
  const inText = byTerm.map(() => '(SELECT id FROM assistant_docs WHERE words @@ CAST(? AS tsquery))').join(' UNION ALL ');
  const titleRank = rankedQuery({ ...query, titlesOnly: false }, 't')!;
  const rank = rankedQuery(query, 'd')!;
  return await onTextIndex(db, async () =>
    await db.all<{ key: number; rank: number }>(
      `WITH titled AS MATERIALIZED (
         SELECT t.id FROM assistant_docs t WHERE t.title_words @@ CAST(? AS tsquery) ORDER BY ts_rank(t.title_words, ${titleRank.sql}, 1) DESC, t.id LIMIT ?
       )${inText ? `, in_text AS MATERIALIZED (${inText} LIMIT ?)` : ''}
       SELECT d.id AS key, -ts_rank('${DOCUMENT_WEIGHTS}', d.words, ${rank.sql}, 1) AS rank
       FROM (SELECT id FROM titled${inText ? ' UNION SELECT id FROM in_text' : ''}) c JOIN assistant_docs d ON d.id = c.id
       ORDER BY rank, d.id LIMIT ?`,
      anywhere,
      titleRank.param,
      RANKED_CANDIDATES,
      ...(inText ? [...byTerm, RANKED_CANDIDATES] : []),
      rank.param,
      query.limit,
    ),
  );
}

/**
 * What the eligibility engine can judge (policies and projects with a rule set) in these regions, by title. Titles
 * are short and their hits few, so every hit is ranked; on the index, since a question about anywhere ORs hundreds
 * of region-prefixed words, which the planner otherwise tested against every document's row (ADR 90).
 */
export async function searchTargets(db: Db, query: Omit<DocumentQuery, 'titlesOnly'>): Promise<{ key: number; rank: number }[]> {
  const match = matchQuery(query);
  if (match === null) return [];
  const rank = rankedQuery(query, 'a')!;
  return await onTextIndex(db, async () =>
    await db.all<{ key: number; rank: number }>(
      `SELECT a.id AS key, -ts_rank(a.target_words, ${rank.sql}, 1) AS rank FROM assistant_docs a
       WHERE a.target_words @@ CAST(? AS tsquery) ORDER BY rank, a.id LIMIT ?`,
      rank.param,
      match,
      query.limit,
    ),
  );
}

export async function documentsByKey(db: Db, keys: readonly number[]): Promise<Map<number, StoredDoc>> {
  if (keys.length === 0) return new Map();
  const rows = await db.all<DocRow>(`SELECT ${DOC_COLUMNS} FROM assistant_docs WHERE id IN (${inList(keys.length)})`, ...keys);
  return new Map(rows.map((row) => [row.id, toDoc(row)]));
}

/** Each document's distinct index terms (title and every clause): what the document as a whole speaks of. */
export async function documentTerms(db: Db, keys: readonly number[]): Promise<Map<number, Set<string>>> {
  if (keys.length === 0) return new Map();
  const rows = await db.all<{ id: number; terms: string }>(`SELECT id, terms FROM assistant_docs WHERE id IN (${inList(keys.length)})`, ...keys);
  return new Map(rows.map((row) => [row.id, new Set(row.terms.split(' '))]));
}

export async function documentByRef(db: Db, docType: DocType, docId: string): Promise<StoredDoc | undefined> {
  if (!/^\d{1,12}$/.test(docId)) return undefined;
  const row = await db.get<DocRow>(`SELECT ${DOC_COLUMNS} FROM assistant_docs WHERE doc_type = ? AND doc_id = ?`, docType, Number(docId));
  return row ? toDoc(row) : undefined;
}

/** The clauses of these documents, in each document's own order. */
export async function clausesOf(db: Db, keys: readonly number[]): Promise<StoredClause[]> {
  if (keys.length === 0) return [];
  const rows = await db.all<{ doc: number; paragraph: number; label: string; text: string; terms: string; kinds: number }>(
    `SELECT doc, paragraph, label, text, terms, kinds FROM assistant_clauses WHERE doc IN (${inList(keys.length)}) ORDER BY doc, paragraph`,
    ...keys,
  );
  return rows.map((row) => ({ docKey: row.doc, clause: row.label, paragraph: row.paragraph, text: row.text, terms: row.terms.split(' '), kinds: row.kinds }));
}

/** The indexed documents of a policy's family (its notices, interpretations and projects), by type. */
export async function documentsOfPolicy(db: Db, policyId: number, docType: DocType): Promise<StoredDoc[]> {
  return (await db.all<DocRow>(`SELECT ${DOC_COLUMNS} FROM assistant_docs WHERE policy_id = ? AND doc_type = ? ORDER BY doc_id`, policyId, docType)).map(toDoc);
}
