import type { Db } from '../../db/database';
import { segmentForIndex } from '../../shared/chinese/segmenter';
import { documentClauses } from './clauses';
import type { DocMeta, DocType } from './clauses';
import { clauseKinds } from './question-types';
import { forEachInOrder } from '../../shared/in-order';

/**
 * Every SQL statement of the assistant's retrieval (ADR 61), so moving the index to another database
 * (PostgreSQL: a GIN index over the same segmented terms) changes this module only.
 *
 * - `assistant_docs` / `assistant_clauses`: each citable document and its clauses with their segmented terms;
 * - `assistant_doc_fts`: a word index of documents (title, body). Each term is stored as `<region>_<term>`
 *   (330100_租金), so the documents of the regions a question is about are a small slice of the index however
 *   large the corpus: a question about a place reads the slices of its 全国/省/市/区, not all of them;
 * - `assistant_target_fts`: the same for the titles of what the eligibility engine can judge (a policy or a
 *   project with a rule set), so "can we apply for X" searches a few thousand titles, not the corpus;
 * - `assistant_terms`: in how many documents each term occurs (its idf), kept as documents come and go;
 * - `assistant_index_queue`: filled by triggers on every write of a source table, drained by `syncClauseIndex`.
 */

export const DOC_TYPES: readonly DocType[] = ['policy', 'notice', 'interpretation', 'project'];
const QUEUE_BATCH = 500;

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

function partitioned(region: string, terms: readonly string[]): string {
  const prefix = `${region}_`;
  return terms.map((term) => prefix + term).join(' ');
}

type Stats = { documents: number; regions: Map<string, number> };

const stats = new WeakMap<Db, Stats>();

async function loadStats(db: Db): Promise<Stats> {
  let current = stats.get(db);
  if (!current) {
    const rows = (await db.all('SELECT region_code, COUNT(*) AS docs FROM assistant_docs GROUP BY region_code')) as { region_code: string; docs: number }[];
    current = { documents: rows.reduce((sum, row) => sum + row.docs, 0), regions: new Map(rows.map((row) => [row.region_code, row.docs])) };
    stats.set(db, current);
  }
  return current;
}

async function removeDocument(db: Db, docType: DocType, docId: number, delta: Map<string, number>, counts: Stats | undefined): Promise<number | null> {
  const existing = (await db.get('SELECT id, terms, region_code FROM assistant_docs WHERE doc_type = ? AND doc_id = ?', docType, docId)) as
    | { id: number; terms: string; region_code: string }
    | undefined;
  if (!existing) return null;
  for (const term of existing.terms.split(' ')) if (term) delta.set(term, (delta.get(term) ?? 0) - 1);
  await db.run('DELETE FROM assistant_doc_fts WHERE rowid = ?', existing.id);
  await db.run('DELETE FROM assistant_target_fts WHERE rowid = ?', existing.id);
  await db.run('DELETE FROM assistant_clauses WHERE doc = ?', existing.id);
  await db.run('DELETE FROM assistant_docs WHERE id = ?', existing.id);
  if (counts) {
    counts.documents -= 1;
    counts.regions.set(existing.region_code, (counts.regions.get(existing.region_code) ?? 1) - 1);
  }
  return existing.id;
}

/** Re-reads one document from its source table into the index (or drops it when it is gone or repealed). */
async function indexDocument(db: Db, docType: DocType, docId: number, delta: Map<string, number>, counts: Stats | undefined): Promise<void> {
  const previousKey = await removeDocument(db, docType, docId, delta, counts);
  const found = await documentClauses(db, docType, docId);
  if (!found) return;
  const { doc, clauses } = found;
  const titleTerms = segmentForIndex(doc.title);
  const clauseTerms = clauses.map((clause) => segmentForIndex(clause.text));
  const distinct = new Set([...titleTerms, ...clauseTerms.flat()]);
  const key = Number(
    (await db.run(`INSERT INTO assistant_docs (id, doc_type, doc_id, title, doc_no, region_code, national, policy_id, judgeable, terms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, previousKey, docType, docId, doc.title, doc.docNo, doc.regionCode, doc.national ? 1 : 0, doc.policyId, doc.judgeable ? 1 : 0, [...distinct].join(' '))).lastInsertRowid,
  );
  const insertClause = 'INSERT INTO assistant_clauses (doc, paragraph, label, text, terms, kinds) VALUES (?, ?, ?, ?, ?, ?)';
  await forEachInOrder(clauses, async (clause, index) => {
      await db.run(insertClause, key, clause.paragraph, clause.clause, clause.text, (clauseTerms[index] ?? []).join(' '), clauseKinds(clause.text));
    });
  await db.run('INSERT INTO assistant_doc_fts (rowid, title, body) VALUES (?, ?, ?)', key, partitioned(doc.regionCode, titleTerms), partitioned(doc.regionCode, clauseTerms.flat()));
  if (doc.judgeable) await db.run('INSERT INTO assistant_target_fts (rowid, title) VALUES (?, ?)', key, partitioned(doc.regionCode, titleTerms));
  for (const term of distinct) delta.set(term, (delta.get(term) ?? 0) + 1);
  if (counts) {
    counts.documents += 1;
    counts.regions.set(doc.regionCode, (counts.regions.get(doc.regionCode) ?? 0) + 1);
  }
}

/**
 * Indexes every document the triggers queued since the last call, in batches of 500 (each batch one
 * transaction with its term counts). Called before every question, so what an operator just published is
 * answerable; with nothing queued it costs one indexed lookup.
 */
export async function syncClauseIndex(db: Db): Promise<number> {
  const pending = 'SELECT doc_type, doc_id FROM assistant_index_queue LIMIT ?';
  const dequeue = 'DELETE FROM assistant_index_queue WHERE doc_type = ? AND doc_id = ?';
  const upsertTerm = 'INSERT INTO assistant_terms (term, docs) VALUES (?, ?) ON CONFLICT (term) DO UPDATE SET docs = docs + excluded.docs';
  let indexed = 0;
  for (;;) {
    const batch = (await db.all(pending, QUEUE_BATCH)) as { doc_type: DocType; doc_id: number }[];
    if (batch.length === 0) break;
    const counts = stats.get(db);
    await db.transaction(async () => {
      const delta = new Map<string, number>();
      for (const item of batch) {
        await indexDocument(db, item.doc_type, item.doc_id, delta, counts);
        await db.run(dequeue, item.doc_type, item.doc_id);
      }
      for (const [term, change] of delta) if (change !== 0) await db.run(upsertTerm, term, change);
    });
    indexed += batch.length;
  }
  return indexed;
}

/** How many indexed documents hold each term (0 for a term no document uses). */
export async function documentFrequencies(db: Db, terms: readonly string[]): Promise<Map<string, number>> {
  const lookup = 'SELECT docs FROM assistant_terms WHERE term = ?';
  const out = new Map<string, number>();
  for (const term of new Set(terms)) out.set(term, ((await db.get(lookup, term)) as { docs: number } | undefined)?.docs ?? 0);
  return out;
}

/** Indexed documents in all, and per region code. */
export async function indexSize(db: Db): Promise<{ documents: number; inRegions: (codes: readonly string[]) => number }> {
  const current = await loadStats(db);
  return { documents: current.documents, inRegions: (codes) => codes.reduce((sum, code) => sum + (current.regions.get(code) ?? 0), 0) };
}

/** Every region code that has indexed documents (a question about anywhere reads all their slices). */
export async function indexedRegions(db: Db): Promise<string[]> {
  return [...(await loadStats(db)).regions.entries()].filter(([, docs]) => docs > 0).map(([code]) => code);
}

export type DocumentQuery = {
  terms: readonly string[];
  regions: readonly string[];
  /** Match the terms in titles only (a word too common in bodies to read them all). */
  titlesOnly?: boolean;
  limit: number;
};

function matchExpression(query: Pick<DocumentQuery, 'terms' | 'regions'>): string | null {
  const parts: string[] = [];
  for (const region of query.regions) {
    if (!/^\d{6}$/.test(region)) continue;
    for (const term of query.terms) if (/^[\p{L}\p{N}]+$/u.test(term)) parts.push(`"${region}_${term}"`);
  }
  return parts.length === 0 ? null : parts.join(' OR ');
}

/**
 * The documents of the given regions that best match the terms, by BM25 over the word index (a title match
 * counts four times a body match), best first.
 */
export async function searchDocuments(db: Db, query: DocumentQuery): Promise<{ key: number; rank: number }[]> {
  const match = matchExpression(query);
  if (match === null) return [];
  return (await db.all('SELECT rowid AS key, bm25(assistant_doc_fts, 4.0, 1.0) AS rank FROM assistant_doc_fts WHERE assistant_doc_fts MATCH ? ORDER BY rank LIMIT ?', query.titlesOnly ? `title : (${match})` : match, query.limit)) as { key: number; rank: number }[];
}

/** What the eligibility engine can judge (policies and projects with a rule set) in these regions, by title. */
export async function searchTargets(db: Db, query: Omit<DocumentQuery, 'titlesOnly'>): Promise<{ key: number; rank: number }[]> {
  const match = matchExpression(query);
  if (match === null) return [];
  return (await db.all('SELECT rowid AS key, bm25(assistant_target_fts) AS rank FROM assistant_target_fts WHERE assistant_target_fts MATCH ? ORDER BY rank LIMIT ?', match, query.limit)) as { key: number; rank: number }[];
}

function inList(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

export async function documentsByKey(db: Db, keys: readonly number[]): Promise<Map<number, StoredDoc>> {
  if (keys.length === 0) return new Map();
  const rows = (await db.all(`SELECT id, doc_type, doc_id, title, doc_no, region_code, national, policy_id, judgeable FROM assistant_docs WHERE id IN (${inList(keys.length)})`, ...keys)) as DocRow[];
  return new Map(rows.map((row) => [row.id, toDoc(row)]));
}

/** Each document's distinct index terms (title and every clause): what the document as a whole speaks of. */
export async function documentTerms(db: Db, keys: readonly number[]): Promise<Map<number, Set<string>>> {
  if (keys.length === 0) return new Map();
  const rows = (await db.all(`SELECT id, terms FROM assistant_docs WHERE id IN (${inList(keys.length)})`, ...keys)) as { id: number; terms: string }[];
  return new Map(rows.map((row) => [row.id, new Set(row.terms.split(' '))]));
}

export async function documentByRef(db: Db, docType: DocType, docId: string): Promise<StoredDoc | undefined> {
  if (!/^\d{1,12}$/.test(docId)) return undefined;
  const row = (await db.get('SELECT id, doc_type, doc_id, title, doc_no, region_code, national, policy_id, judgeable FROM assistant_docs WHERE doc_type = ? AND doc_id = ?', docType, Number(docId))) as DocRow | undefined;
  return row ? toDoc(row) : undefined;
}

/** The clauses of these documents, in each document's own order. */
export async function clausesOf(db: Db, keys: readonly number[]): Promise<StoredClause[]> {
  if (keys.length === 0) return [];
  const rows = (await db.all(`SELECT doc, paragraph, label, text, terms, kinds FROM assistant_clauses WHERE doc IN (${inList(keys.length)}) ORDER BY doc, paragraph`, ...keys)) as { doc: number; paragraph: number; label: string; text: string; terms: string; kinds: number }[];
  return rows.map((row) => ({ docKey: row.doc, clause: row.label, paragraph: row.paragraph, text: row.text, terms: row.terms.split(' '), kinds: row.kinds }));
}

/** The indexed documents of a policy's family (its notices, interpretations and projects), by type. */
export async function documentsOfPolicy(db: Db, policyId: number, docType: DocType): Promise<StoredDoc[]> {
  return (
    (await db.all('SELECT id, doc_type, doc_id, title, doc_no, region_code, national, policy_id, judgeable FROM assistant_docs WHERE policy_id = ? AND doc_type = ? ORDER BY doc_id', policyId, docType)) as DocRow[]
  ).map(toDoc);
}
