import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { RANKED_CANDIDATES, searchDocuments } from './clause-store';

let db: Db;
let nextDocId = 1;

/** Indexed documents written straight into the index: `words` is a tsvector literal of region-prefixed terms. */
async function addDocuments(region: string, docs: readonly { title: string; words: string }[]): Promise<number[]> {
  // Straight on the pool: the query layer spreads arrays, and these are bound whole.
  const { rows } = await db.pool.query<{ id: number }>(
    `INSERT INTO assistant_docs (doc_type, doc_id, title, region_code, national, judgeable, terms, words)
     SELECT 'policy', i, t, $1, 0, 0, '', w::tsvector FROM unnest($2::bigint[], $3::text[], $4::text[]) WITH ORDINALITY AS d(i, t, w, n)
     ORDER BY n RETURNING id`,
    [region, docs.map(() => nextDocId++), docs.map((doc) => doc.title), docs.map((doc) => doc.words)],
  );
  return rows.map((row) => Number(row.id));
}

beforeAll(async () => {
  db = await openTestDatabase(new Date(), { empty: true });
}, 120_000);

afterAll(async () => {
  await db.close();
});

describe('the document search of the assistant', () => {
  it('ranks every hit as ts_rank does when there are fewer hits than the bound', async () => {
    const keys = await addDocuments('990002', [
      { title: '补贴办法', words: `'990002_补贴':1A '990002_办法':2A '990002_企业':4,9` },
      { title: '奖励办法', words: `'990002_奖励':1A '990002_办法':2A '990002_补贴':5 '990002_企业':6,7,8` },
      { title: '人才政策', words: `'990002_人才':1A '990002_补贴':4,6,9` },
      { title: '其他', words: `'990002_其他':1A '990002_房租':4` },
    ]);
    const found = await searchDocuments(db, { terms: ['补贴', '企业'], regions: ['990002'], limit: 10 });
    const full = await db.all<{ key: number; rank: number }>(
      `SELECT id AS key, -ts_rank('{0.25, 0, 0, 1}', words, q, 1) AS rank FROM assistant_docs, CAST(? AS tsquery) q WHERE words @@ q ORDER BY rank, id`,
      `'990002_补贴' | '990002_企业'`,
    );
    expect(found).toEqual(full);
    expect(found.map((hit) => hit.key)).toEqual(expect.arrayContaining(keys.slice(0, 3)));
    expect(found.map((hit) => hit.key)).not.toContain(keys[3]);
  });

  it('ranks a bounded set for a common word: its best titles and the hits of the rarer words, not every document holding it', async () => {
    const filler = Array.from({ length: RANKED_CANDIDATES + 200 }, (_, index) => ({ title: `文件${index}`, words: `'990001_文件':1A '990001_常见':3 '990001_其他':4,5,6,7,8` }));
    await addDocuments('990001', filler);
    // Written last, so the index's first RANKED_CANDIDATES hits of 常见 are the filler's.
    const [late, titled, rare] = await addDocuments('990001', [
      // The best body match of 常见 there is, but past the bound and with none of the question's words in its title.
      { title: '汇编', words: `'990001_汇编':1A '990001_常见':3,4,5,6,7,8` },
      { title: '常见问题', words: `'990001_常见':1A '990001_问题':2A` },
      { title: '罕见情形', words: `'990001_情形':1A '990001_罕见':3 '990001_常见':4` },
    ]);
    const found = (await searchDocuments(db, { terms: ['罕见', '常见'], regions: ['990001'], limit: 20 })).map((hit) => hit.key);
    expect(found[0]).toBe(titled);
    expect(found).toContain(rare);
    expect(found).not.toContain(late);
    // Unbounded, the late document outranks every filler document (as long, with 常见 six times to their once).
    const unbounded = await db.all<{ key: number }>(
      `SELECT id AS key FROM assistant_docs, CAST(? AS tsquery) q WHERE words @@ q ORDER BY -ts_rank('{0.25, 0, 0, 1}', words, q, 1), id LIMIT 20`,
      `'990001_罕见' | '990001_常见'`,
    );
    expect(unbounded.map((row) => row.key)).toContain(late);
  });

  it('searches titles only through the titles’ own index', async () => {
    const found = (await searchDocuments(db, { terms: ['常见'], regions: ['990001'], titlesOnly: true, limit: 20 })).map((hit) => hit.key);
    const titled = await db.all<{ id: number }>(`SELECT id FROM assistant_docs WHERE title = '常见问题'`);
    expect(found).toEqual(titled.map((row) => row.id));
    expect(await db.get(`SELECT title_words::text AS words FROM assistant_docs WHERE title = '罕见情形'`)).toEqual({ words: `'990001_情形':1A` });
  });
});
