import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { searchDocuments, searchTargets } from './clause-store';

/**
 * A search over several regions ranks each document against the question's words in its own region (ADR 120): the
 * order must be the one ts_rank gives against every region's words, which is what it was before (up to float ties).
 */

let db: Db;
const REGIONS = ['980001', '980002', '980003'];

beforeAll(async () => {
  db = await openTestDatabase(new Date(), { empty: true });
  // Documents in three regions: the question's words in their titles or bodies, more or less often, and words of
  // other questions; some judgeable (their titles in target_words).
  const docs: { id: number; region: string; title: string; words: string; judgeable: boolean }[] = [];
  const vocabulary = ['补贴', '奖励', '企业', '人才', '房租', '研发', '认定', '申报'];
  let id = 1;
  for (const region of REGIONS) {
    for (let n = 0; n < 40; n += 1) {
      const titleWords = [vocabulary[n % 8]!, vocabulary[(n * 3 + 1) % 8]!];
      const positions: string[] = titleWords.map((word, index) => `'${region}_${word}':${index + 1}A`);
      // Body words at positions that differ per document, so no two documents rank alike.
      for (const [index, word] of vocabulary.entries()) {
        const times = (n * (index + 2) + region.charCodeAt(5)) % 5;
        if (times === 0) continue;
        positions.push(`'${region}_${word}':${Array.from({ length: times }, (_, k) => 3 + index * 7 + k * (n % 3 + 1)).join(',')}`);
      }
      docs.push({ id: id++, region, title: titleWords.join(''), words: positions.join(' '), judgeable: n % 2 === 0 });
    }
  }
  await db.pool.query(
    `INSERT INTO assistant_docs (doc_type, doc_id, title, region_code, national, judgeable, terms, words, target_words)
     SELECT 'policy', i, t, r, 0, CASE WHEN j THEN 1 ELSE 0 END, '', w::tsvector, CASE WHEN j THEN ts_filter(w::tsvector, '{a}') END
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::boolean[]) AS d(i, r, t, w, j)`,
    [docs.map((doc) => doc.id), docs.map((doc) => doc.region), docs.map((doc) => doc.title), docs.map((doc) => doc.words), docs.map((doc) => doc.judgeable)],
  );
}, 120_000);

afterAll(async () => {
  await db.close();
});

/**
 * Whether `found` is in the order ts_rank gives against the whole query (every region's words), as the searches
 * ranked before, and holds the same documents. Documents whose whole-query ranks are equal as float4 may come in
 * either order: divided by the larger query's size, ranks a few units apart in the last place round to one value,
 * which the per-region rank keeps apart.
 */
async function inWholeOrder(found: readonly number[], column: 'words' | 'target_words', terms: readonly string[], titlesOnly = false): Promise<void> {
  const query = REGIONS.flatMap((region) => terms.map((term) => `'${region}_${term}'${titlesOnly ? ':A' : ''}`)).join(' | ');
  const weights = column === 'words' ? `'{0.25, 0, 0, 1}', ` : '';
  const rows = await db.all<{ id: number; rank: number }>(
    `SELECT id, ts_rank(${weights}${column}, q, 1)::float8 AS rank FROM assistant_docs, CAST(? AS tsquery) q WHERE ${column} @@ q`,
    query,
  );
  const rank = new Map(rows.map((row) => [row.id, row.rank]));
  expect([...found].sort((a, b) => a - b)).toEqual([...rank.keys()].sort((a, b) => a - b));
  const ranks = found.map((key) => rank.get(key)!);
  expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
}

describe('a search over several regions', () => {
  it('orders documents as ts_rank against every region’s words does', async () => {
    for (const terms of [['补贴', '企业'], ['房租'], ['研发', '认定', '申报']]) {
      const found = (await searchDocuments(db, { terms, regions: REGIONS, limit: 200 })).map((hit) => hit.key);
      expect(found.length).toBeGreaterThan(40);
      await inWholeOrder(found, 'words', terms);
    }
  });

  it('orders titles-only searches and what the engine can judge the same way', async () => {
    const titles = (await searchDocuments(db, { terms: ['补贴', '人才'], regions: REGIONS, titlesOnly: true, limit: 200 })).map((hit) => hit.key);
    expect(titles.length).toBeGreaterThan(10);
    await inWholeOrder(titles, 'words', ['补贴', '人才'], true);
    const targets = (await searchTargets(db, { terms: ['奖励', '研发'], regions: REGIONS, limit: 200 })).map((hit) => hit.key);
    expect(targets.length).toBeGreaterThan(10);
    await inWholeOrder(targets, 'target_words', ['奖励', '研发']);
  });

  it('ranks one region’s documents as before, rank values included', async () => {
    const found = await searchDocuments(db, { terms: ['补贴', '企业'], regions: ['980002'], limit: 200 });
    const whole = await db.all<{ key: number; rank: number }>(
      `SELECT id AS key, -ts_rank('{0.25, 0, 0, 1}', words, q, 1) AS rank FROM assistant_docs, CAST(? AS tsquery) q WHERE words @@ q ORDER BY rank, id`,
      `'980002_补贴' | '980002_企业'`,
    );
    expect(found).toEqual(whole);
  });
});
