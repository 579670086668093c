import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { TEST_START } from '../../testing/test-hosts';
import { clausesOf, documentByRef, indexClauseBacklogBatch, indexNewestClauseDocs } from './clause-store';
import { documentClauses } from './clauses';

/**
 * The clause index written in batches (ADR 120): a document's clauses in one statement, a batch's term and region
 * counts in one statement per table. What is written must be what the documents say, count for count.
 */

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase(TEST_START);
}, 120_000);

afterAll(async () => {
  await db.close();
});

/** Each term's and region's count against a recount from the indexed documents themselves. */
async function countsAgainstDocuments(): Promise<{ terms: [unknown[], unknown[]]; regions: [unknown[], unknown[]] }> {
  const stored = await db.all('SELECT term, docs FROM assistant_terms WHERE docs <> 0 ORDER BY term COLLATE "C"');
  const recounted = await db.all(
    `SELECT t AS term, COUNT(*) AS docs FROM assistant_docs, unnest(string_to_array(terms, ' ')) AS t WHERE t <> '' GROUP BY t ORDER BY t COLLATE "C"`,
  );
  const regions = await db.all('SELECT region_code, docs FROM assistant_regions WHERE docs <> 0 ORDER BY region_code');
  const regionRecount = await db.all('SELECT region_code, COUNT(*) AS docs FROM assistant_docs GROUP BY region_code ORDER BY region_code');
  return { terms: [stored, recounted], regions: [regions, regionRecount] };
}

/** A policy written through plain SQL, as a bulk import writes it. */
async function insertPolicy(title: string, content: readonly string[]): Promise<number> {
  const row = await db.run(
    `INSERT INTO policies (title, doc_no, issuer, level, region_code, province_code, city_code, region_name, category, industries, validity,
       written_date, publish_date, effective_date, content, body, created_at)
     VALUES (?, '杭经信发〔2026〕7号', '杭州市经济和信息化局', 'municipal', '330100', '330000', '330100', '杭州市', '资金扶持', '[]', 'valid',
       '2026-01-01', '2026-01-02', '2026-01-03', ?, '', '2026-01-02') RETURNING id`,
    title,
    JSON.stringify(content),
  );
  return row.lastInsertRowid;
}

describe('the clause index written in batches', () => {
  it('keeps every term’s and region’s count equal to the documents holding it, through re-indexing and removal', async () => {
    expect(await db.get('SELECT COUNT(*) AS n FROM assistant_index_queue')).toEqual({ n: 0 });
    const before = await countsAgainstDocuments();
    expect(before.terms[0].length).toBeGreaterThan(1_000);
    expect(before.terms[0]).toEqual(before.terms[1]);
    expect(before.regions[0]).toEqual(before.regions[1]);

    // 60 documents re-queued as a migration does, one policy repealed (it leaves the index) and one rewritten.
    await db.run('INSERT INTO assistant_index_queue (doc_type, doc_id) SELECT doc_type, doc_id FROM assistant_docs ORDER BY doc_type, doc_id LIMIT 60');
    const [repealed, rewritten] = (await db.all<{ id: number }>("SELECT id FROM policies WHERE validity = 'valid' ORDER BY id LIMIT 2")).map((row) => row.id);
    await db.run("UPDATE policies SET validity = 'repealed' WHERE id = ?", repealed);
    await db.run('UPDATE policies SET content = ? WHERE id = ?', JSON.stringify(['第一条　对首次认定的专精特新企业给予一次性奖励 30 万元。']), rewritten);
    while ((await indexClauseBacklogBatch(db, 7)) > 0);

    expect(await documentByRef(db, 'policy', String(repealed))).toBeUndefined();
    const after = await countsAgainstDocuments();
    expect(after.terms[0]).toEqual(after.terms[1]);
    expect(after.regions[0]).toEqual(after.regions[1]);
    const rewrittenDoc = await documentByRef(db, 'policy', String(rewritten));
    expect((await clausesOf(db, [rewrittenDoc!.key])).map((clause) => clause.text)).toEqual(['第一条　对首次认定的专精特新企业给予一次性奖励 30 万元。']);
  }, 120_000);

  it('stores each clause as the document says it, quotes, backslashes and line breaks included, in its order', async () => {
    const content = [
      '第一条　“专精特新”企业指 \'省级\' 认定的企业（见附件\\目录）。',
      '第二条　给予奖励 "50" 万元；\n分两年拨付。',
      '第三条　本办法自发布之日起施行。',
    ];
    const id = await insertPolicy('杭州市专精特新企业奖励办法', content);
    expect(await indexNewestClauseDocs(db)).toBeGreaterThan(0);
    const doc = await documentByRef(db, 'policy', String(id));
    const expected = (await documentClauses(db, 'policy', id))!.clauses;
    const stored = await clausesOf(db, [doc!.key]);
    expect(stored.map((clause) => [clause.clause, clause.paragraph, clause.text])).toEqual(expected.map((clause) => [clause.clause, clause.paragraph, clause.text]));
    expect(stored.map((clause) => clause.text)).toEqual(content);
    expect(stored.every((clause) => clause.terms.length > 1)).toBe(true);
  }, 120_000);
});
