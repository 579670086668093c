import type { Db } from '../../db/database';
import { inTransactionBatches } from '../../shared/in-order';
import { tsvectorLiteral } from './segmenter';

type IndexedColumns = { title: string; doc_no: string; issuer: string; body: string };

/** A policy's words, weighted: title A, 文号 B, issuer C, text D (ts_rank weighs them 1, 0.4, 0.2, 0.1). */
export function policySearchVector(policy: IndexedColumns): string {
  return tsvectorLiteral([
    { text: policy.title, weight: 'A' },
    { text: policy.doc_no, weight: 'B' },
    { text: policy.issuer, weight: 'C' },
    { text: policy.body, weight: 'D' },
  ]);
}

/** Writes a policy's search vector from its stored columns: called in the transaction that writes the policy. */
export async function indexPolicy(db: Db, id: number): Promise<void> {
  const row = await db.get<IndexedColumns>('SELECT title, doc_no, issuer, body FROM policies WHERE id = ?', id);
  if (!row) return;
  await db.run('UPDATE policies SET search_vector = ?::tsvector WHERE id = ?', policySearchVector(row), id);
}

/**
 * Gives a vector to every policy without one (those written by the previous release), a batch at a time so that
 * no transaction grows large; answers how many it indexed.
 */
export async function indexUnindexedPolicies(db: Db, batchSize = 200): Promise<number> {
  return await inTransactionBatches(db, batchSize, async () => {
    const rows = await db.all<IndexedColumns & { id: number }>(
      'SELECT id, title, doc_no, issuer, body FROM policies WHERE search_vector IS NULL ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED',
      batchSize,
    );
    for (const row of rows) await db.run('UPDATE policies SET search_vector = ?::tsvector WHERE id = ?', policySearchVector(row), row.id);
    return rows.length;
  });
}
