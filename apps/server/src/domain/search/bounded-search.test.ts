import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BindArg, Db } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { TEST_START } from '../../testing/test-hosts';
import { searchTerms, snippetSegments, toSegments } from '../highlight';
import { findPolicyRow, searchPolicies } from '../policies';
import type { PolicySearch } from '../policies';
import { expandTerm } from '../search-synonyms';
import { searchIndex, storeDocuments, syncSearchIndex } from '../global-search/search-index';
import type { SearchAreaCode } from '../global-search/search-index';
import { onTextIndex, SEARCH_CANDIDATES } from './bounded';
import { indexPolicy, policySearchVector } from './policy-search-index';
import { highlightTerms, queryTokens } from './segmenter';
import { forgetLexemeFrequencies } from './statistics';

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase(TEST_START);
  await syncSearchIndex(db);
});

afterAll(async () => {
  await db.close();
});

const search = async (keyword: string, options: Partial<PolicySearch> = {}) =>
  await searchPolicies(db, { keyword, pageNum: 1, pageSize: 10, orderBy: 'relevance', isAsc: 'desc', ...options });

/** A copy of seeded policy 1 with another title, text and publish date, indexed as the server writes one. */
async function writePolicy(title: string, body: string, publishDate = '2026-06-01'): Promise<number> {
  const row = await db.get<{ id: number }>(
    `INSERT INTO policies (title, doc_no, issuer, level, region_code, province_code, city_code, region_name, category, industries, validity,
       written_date, publish_date, effective_date, repeal_date, content, body, view_count, support_amount, patent_subsidies, rule_set, created_at)
     SELECT ?, doc_no, issuer, level, region_code, province_code, city_code, region_name, category, industries, validity,
       written_date, ?, effective_date, repeal_date, ?, ?, 0, support_amount, NULL, NULL, created_at FROM policies WHERE id = 1 RETURNING id`,
    title,
    publishDate,
    JSON.stringify([body]),
    body,
  );
  await indexPolicy(db, Number(row?.id));
  return Number(row?.id);
}

describe('policy search at a bound (ADR 81)', () => {
  it('finds a policy written a moment ago by a word of its text, with an exact total within the bound', async () => {
    const id = await writePolicy('关于数字经济发展的若干措施', '对开展量子通信应用示范的企业给予奖励。');
    const page = await search('量子通信');
    expect(page.rows.map((row) => row.id)).toEqual([id]);
    expect(page).toMatchObject({ total: 1, totalCapped: false });
  });

  it('counts up to the bound and says the total is a lower bound beyond it; pages end at the bound', async () => {
    const title = '低空经济产业扶持办法';
    const body = '支持低空经济产业发展。';
    const vector = policySearchVector({ title, doc_no: '', issuer: '', body });
    // SEARCH_CANDIDATES + 5 hits, one per day back from 2026-06-10: the newest come first.
    await db.run(
      `INSERT INTO policies (title, doc_no, issuer, level, region_code, province_code, city_code, region_name, category, industries, validity,
         written_date, publish_date, effective_date, repeal_date, content, body, view_count, support_amount, rule_set, created_at, search_vector)
       SELECT ? || ' 第' || n || '号', '', '', level, region_code, province_code, city_code, region_name, category, industries, validity,
         written_date, to_char(DATE '2026-06-10' - n, 'YYYY-MM-DD'), effective_date, NULL, ?, ?, 0, NULL, NULL, created_at, ?::tsvector
       FROM policies, generate_series(0, ?) AS n WHERE id = 1`,
      title,
      JSON.stringify([body]),
      body,
      vector,
      SEARCH_CANDIDATES + 4,
    );
    const first = await search('低空经济', { pageSize: 10 });
    expect(first).toMatchObject({ total: SEARCH_CANDIDATES, totalCapped: true });
    expect(first.rows.map((row) => row.publishDate)).toEqual(Array.from({ length: 10 }, (_value, n) => `2026-06-${String(10 - n).padStart(2, '0')}`));
    const last = await search('低空经济', { pageSize: 10, pageNum: SEARCH_CANDIDATES / 10 });
    expect(last.rows).toHaveLength(10);
    expect(last.totalCapped).toBe(true);
    const past = await search('低空经济', { pageSize: 10, pageNum: SEARCH_CANDIDATES / 10 + 1 });
    expect(past).toMatchObject({ rows: [], total: SEARCH_CANDIDATES, totalCapped: true });
    // By date the other way round the bound keeps the oldest first.
    const oldest = await search('低空经济', { orderBy: 'publish_date', isAsc: 'asc', pageSize: 1 });
    expect(oldest.rows[0]?.publishDate).toBe(`${new Date(Date.UTC(2026, 5, 10) - (SEARCH_CANDIDATES + 4) * 86_400_000).toISOString().slice(0, 10)}`);
  });

  it('searches a one-character term in titles only, newest first, and says so', async () => {
    const inTitle = await writePolicy('鑫源园区企业帮扶办法', '对园区企业给予帮扶。', '2026-06-02');
    const olderInTitle = await writePolicy('关于鑫源工业园的通知', '园区管理。', '2026-05-02');
    const inBodyOnly = await writePolicy('园区企业帮扶细则', '鑫源园区内的企业可以申请。', '2026-06-03');
    const page = await search('鑫');
    expect(page.rows.map((row) => row.id)).toEqual([inTitle, olderInTitle]);
    expect(page.rows.map((row) => row.id)).not.toContain(inBodyOnly);
    expect(page).toMatchObject({ total: 2, totalCapped: false, titleOnlyTerms: ['鑫'] });
    // A word searches the whole text.
    const words = await search('帮扶', { pageSize: 100 });
    expect(words.rows.map((row) => row.id)).toEqual(expect.arrayContaining([inTitle, inBodyOnly]));
    expect(words).not.toHaveProperty('titleOnlyTerms');
  });

  it('never answers a policy that lacks a term: every hit holds a form of every term (one-character terms in its title)', async () => {
    const keywords = ['高新技术企业', '高企', '专精特新', '研发', '补贴', '科技 补助', '企', '奖 研发', '数字化转型', 'ISO'];
    let checked = 0;
    for (const keyword of keywords) {
      const page = await search(keyword, { pageSize: 100 });
      checked += page.rows.length;
      for (const summary of page.rows) {
        const row = await findPolicyRow(db, summary.id);
        for (const term of searchTerms(keyword)) {
          const where = [...term].length === 1 ? [row?.title] : [row?.title, row?.doc_no, row?.issuer, row?.body];
          const text = where.join('\n').toLowerCase();
          expect(expandTerm(term).some((form) => text.includes(form.toLowerCase())), `${keyword}: ${summary.title}`).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});

describe('全站搜索 at a bound (ADR 81)', () => {
  it('counts each area up to the bound, says which totals are lower bounds, and pages up to the bound', async () => {
    const documents = Array.from({ length: SEARCH_CANDIDATES + 3 }, (_value, i) => ({
      id: String(900_000 + i),
      title: `算力券发放公告 ${i}`,
      meta: '',
      text: '算力券申领说明。',
      date: `2026-${String((i % 12) + 1).padStart(2, '0')}-01`,
    }));
    await storeDocuments(db, 'news', documents);
    const result = await searchIndex(db, '算力券', { area: 'news', pageNum: SEARCH_CANDIDATES / 10, pageSize: 10 });
    const news = result.groups.find((group) => group.area === 'news');
    expect(news).toMatchObject({ total: SEARCH_CANDIDATES, totalCapped: true });
    expect(result.groups.filter((group) => group.area !== 'news').every((group) => group.total === 0 && !group.totalCapped)).toBe(true);
    expect(result).toMatchObject({ total: SEARCH_CANDIDATES, totalCapped: true });
    expect(result.page).toMatchObject({ total: SEARCH_CANDIDATES, totalCapped: true });
    expect(result.page?.rows).toHaveLength(10);
    const past = await searchIndex(db, '算力券', { area: 'news', pageNum: SEARCH_CANDIDATES / 10 + 1, pageSize: 10 });
    expect(past.page?.rows).toEqual([]);
  });

  it('searches a one-character term in titles only and names it; a written item is found at once', async () => {
    await storeDocuments(db, 'activity', [
      { id: '800001', title: '鑫创沙龙第三期', meta: '', text: '交流会。', date: '2026-06-01' },
      { id: '800002', title: '创业沙龙第四期', meta: '', text: '鑫创团队分享经验。', date: '2026-06-02' },
    ]);
    const result = await searchIndex(db, '鑫', { area: 'activity', pageNum: 1, pageSize: 10 });
    expect(result.page?.rows.map((row) => row.id)).toEqual(['800001']);
    expect(result.titleOnlyTerms).toEqual(['鑫']);
    const words = await searchIndex(db, '交流会', { area: 'activity', pageNum: 1, pageSize: 10 });
    expect(words.page?.rows.map((row) => row.id)).toContain('800001');
    expect(words).not.toHaveProperty('titleOnlyTerms');
  });

  it('answers a one-character term as every title hit ranked newest first would: each area’s top hits, counts to the bound, every page', async () => {
    // More title hits of 鑫 in one area than the bound, on few dates (ties break by id), beside the seeded corpus.
    await storeDocuments(db, 'news', Array.from({ length: SEARCH_CANDIDATES + 4 }, (_value, i) => ({
      id: String(700_000 + i), title: `鑫业快讯 ${i}`, meta: '', text: '简讯。', date: `2026-0${(i % 7) + 1}-15`,
    })));
    type Row = { area: SearchAreaCode; source_id: number; title: string; date: string };
    const rows = await db.all<Row>('SELECT area, source_id, title, date FROM search_documents');
    const newestFirst = (a: Row, b: Row) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.source_id - b.source_id);
    for (const keyword of ['鑫', '企', '园', '企 园']) {
      const chars = searchTerms(keyword);
      const hits = (area: string) => rows.filter((row) => row.area === area && chars.every((char) => expandTerm(char).some((form) => row.title.toLowerCase().includes(form.toLowerCase())))).sort(newestFirst);
      const result = await searchIndex(db, keyword, { area: 'news', pageNum: 1, pageSize: 10 });
      expect(result.titleOnlyTerms).toEqual(chars);
      for (const group of result.groups) {
        const all = hits(group.area);
        expect({ keyword, area: group.area, ids: group.hits.map((hit) => hit.id), total: group.total, capped: group.totalCapped }).toEqual({
          keyword, area: group.area, ids: all.slice(0, 3).map((row) => String(row.source_id)), total: Math.min(all.length, SEARCH_CANDIDATES), capped: all.length > SEARCH_CANDIDATES,
        });
      }
      const news = hits('news');
      for (const pageNum of [2, 57, SEARCH_CANDIDATES / 10, SEARCH_CANDIDATES / 10 + 1]) {
        const page = (await searchIndex(db, keyword, { area: 'news', pageNum, pageSize: 10 })).page;
        const shown = pageNum * 10 <= SEARCH_CANDIDATES ? news.slice((pageNum - 1) * 10, pageNum * 10) : [];
        expect({ keyword, pageNum, ids: page?.rows.map((row) => row.id) }).toEqual({ keyword, pageNum, ids: shown.map((row) => String(row.source_id)) });
      }
    }
    expect(((await searchIndex(db, '鑫', { pageNum: 1, pageSize: 10 })).groups.find((group) => group.area === 'news'))).toMatchObject({ total: SEARCH_CANDIDATES, totalCapped: true });
  });

  it('never answers an item that lacks a term (one-character terms in its title)', async () => {
    for (const keyword of ['高新技术企业', '高企', '专精特新', '融资', '企', '课程 企业', '奖']) {
      const result = await searchIndex(db, keyword, { pageNum: 1, pageSize: 10 });
      for (const group of result.groups) {
        for (const hit of group.hits) {
          const row = await db.get<{ title: string; meta: string; body: string }>('SELECT title, meta, body FROM search_documents WHERE area = ? AND source_id = ?', hit.area, Number(hit.id));
          for (const term of searchTerms(keyword)) {
            const text = ([...term].length === 1 ? [row?.title] : [row?.title, row?.meta, row?.body]).join('\n').toLowerCase();
            expect(expandTerm(term).some((form) => text.includes(form.toLowerCase())), `${keyword}: ${row?.title}`).toBe(true);
          }
        }
      }
    }
  });
});

describe('a search’s read of the text index (onTextIndex, ADR 111)', () => {
  type Settings = { isolation: string; workers: string; seqscan: string };
  const settings = async () =>
    await db.get<Settings>(
      "SELECT current_setting('transaction_isolation') AS isolation, current_setting('max_parallel_workers_per_gather') AS workers, current_setting('enable_seqscan') AS seqscan",
    );

  it('reads at read committed, with no parallel workers and sequential scans off', async () => {
    expect(await onTextIndex(db, settings)).toEqual({ isolation: 'read committed', workers: '0', seqscan: 'off' });
    // Sent with the BEGIN (ADR 131), they end with the transaction: the pool's connections are left as they were.
    const after = await Promise.all([settings(), settings()]);
    expect(after).toEqual([1, 2].map(() => ({ isolation: expect.any(String), workers: '2', seqscan: 'on' })));
  });

  it('leaves a caller’s transaction as it found it: its isolation kept, the settings reset after', async () => {
    const [inside, after] = await db.transaction(async () => [await onTextIndex(db, settings), await settings()]);
    expect(inside).toEqual({ isolation: 'serializable', workers: '0', seqscan: 'off' });
    expect(after).toEqual({ isolation: 'serializable', workers: '2', seqscan: 'on' });
  });

  it('answers a search the same as before: the candidates of a common word in the page’s order', async () => {
    const page = await search('企业', { pageSize: 50 });
    const ids = await db.all<{ id: number; hit: number }>(
      `SELECT p.id, CASE WHEN p.title ILIKE '%企业%' THEN 0 ELSE 1 END AS hit FROM policies p
       WHERE p.search_vector @@ '''企业'''::tsquery ORDER BY hit, p.publish_date DESC, p.id DESC LIMIT 50`,
    );
    expect(page.rows.map((row) => row.id)).toEqual(ids.map((row) => row.id));
  });
});

describe('a word most policies hold, its hits walked newest first (ADR 111)', () => {
  const word = '孵化器';
  const statements: string[] = [];
  const watched = (): Db => ({ ...db, all: async (sql: string, ...params: BindArg[]) => { statements.push(sql); return await db.all(sql, ...params); } }) as Db;

  beforeAll(async () => {
    expect(queryTokens(word)).toEqual([word]);
    const vector = (title: string) => policySearchVector({ title, doc_no: '', issuer: '', body: `支持${word}发展。` });
    // 1,200 policies hold the word in their text, one in three in their title too, over 97 dates newer than the seed's (ties broken by id):
    // most policies hold it, so a search walks the newest instead of reading every hit.
    await db.run(
      `INSERT INTO policies (title, doc_no, issuer, level, region_code, province_code, city_code, region_name, category, industries, validity,
         written_date, publish_date, effective_date, repeal_date, content, body, view_count, support_amount, rule_set, created_at, search_vector)
       SELECT CASE WHEN n % 3 = 0 THEN '${word}建设办法 第' ELSE '科技服务措施 第' END || n || '号', '', '', level, region_code, province_code, city_code,
         region_name, category, industries, validity, written_date, to_char(date '2027-01-01' + n % 97, 'YYYY-MM-DD'), effective_date, repeal_date,
         '["支持${word}发展。"]', '支持${word}发展。', 0, support_amount, NULL, created_at,
         CASE WHEN n % 3 = 0 THEN ?::tsvector ELSE ?::tsvector END
       FROM policies, generate_series(1, 1200) AS n WHERE id = 1`,
      vector(`${word}建设办法`),
      vector('科技服务措施'),
    );
    await db.run('ANALYZE policies');
    forgetLexemeFrequencies(db);
  });

  /** The first SEARCH_CANDIDATES + 1 hits as reading every hit sorts them. */
  const everyHit = async (filter = 'TRUE', ...params: BindArg[]) =>
    (await db.all<{ id: number }>(
      `SELECT p.id FROM policies p WHERE p.search_vector @@ '''${word}'''::tsquery AND ${filter}
       ORDER BY CASE WHEN p.title ILIKE '%${word}%' THEN 0 ELSE 1 END, p.publish_date DESC, p.id DESC LIMIT ${SEARCH_CANDIDATES + 1}`,
      ...params,
    )).map((row) => row.id);

  it('answers every page and the total as reading every hit in the page’s order would', async () => {
    const expected = await everyHit();
    expect(expected.length).toBe(SEARCH_CANDIDATES + 1);
    for (const pageNum of [1, 2, 40, 100]) {
      statements.length = 0;
      const page = await searchPolicies(watched(), { keyword: word, pageNum, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' }, { wordTable: false });
      expect(page.rows.map((row) => row.id)).toEqual(expected.slice((pageNum - 1) * 10, pageNum * 10));
      expect(page).toMatchObject({ total: SEARCH_CANDIDATES, totalCapped: true });
      // Off the word table (ADR 138), the same page and total in one statement that reads no vector.
      const statementsBefore = statements.length;
      const fromTable = await searchPolicies(watched(), { keyword: word, pageNum, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' });
      expect(fromTable).toEqual(page);
      expect(statements.slice(statementsBefore).filter((sql) => sql.includes('FROM policy_words'))).toHaveLength(1);
      expect(statements.slice(statementsBefore).some((sql) => sql.includes('search_vector @@'))).toBe(false);
      statements.length = statementsBefore;
      // The title hits were read apart and the rest read off a window of the newest policies (ADR 135): no
      // statement sorted every hit, and none walked.
      expect(statements.filter((sql) => sql.includes('WITH found AS'))).toHaveLength(1);
      expect(statements.some((sql) => sql.includes('WITH candidates AS') || sql.includes('LIMIT @walk'))).toBe(false);
    }
  });

  it('walks only the rows a filter keeps, and falls back to every hit when the walk finds too few', async () => {
    const level = (await db.get<{ level: string }>('SELECT level FROM policies WHERE id = 1'))?.level ?? '';
    const expected = await everyHit('p.level = ?', level);
    const page = await searchPolicies(db, { keyword: word, pageNum: 3, pageSize: 10, orderBy: 'relevance', isAsc: 'desc', level: level as PolicySearch['level'] });
    expect(page.rows.map((row) => row.id)).toEqual(expected.slice(20, 30));
    // A filter no generated policy passes: the word's few hits there are read as before.
    const other = (await db.get<{ level: string }>('SELECT level FROM policies WHERE level <> ? LIMIT 1', level))?.level ?? '';
    const few = await everyHit('p.level = ?', other);
    const otherPage = await searchPolicies(db, { keyword: word, pageNum: 1, pageSize: 10, orderBy: 'relevance', isAsc: 'desc', level: other as PolicySearch['level'] });
    expect(otherPage.rows.map((row) => row.id)).toEqual(few.slice(0, 10));
    expect(otherPage).toMatchObject({ total: few.length, totalCapped: false });
  });
});

describe('全站搜索 of a word many documents of an area hold, bounded per area (ADR 115)', () => {
  // Three words jieba keeps whole, absent from the seed: 储能 in 1,200 news items (in the titles of one in fifty),
  // 光伏 in the 1,100 oldest of them only (the newest hundred lack it), 氢能 in 900.
  const common = '储能';
  const older = '光伏';
  const fewer = '氢能';
  const statements: string[] = [];
  const watched = (): Db => ({ ...db, all: async (sql: string, ...params: BindArg[]) => { statements.push(sql); return await db.all(sql, ...params); } }) as Db;

  beforeAll(async () => {
    for (const word of [common, older, fewer]) expect(queryTokens(word)).toEqual([word]);
    // Twelve dates a hundred items each, ties broken by id: the newest stretch of a walk is one date's items.
    await storeDocuments(db, 'news', Array.from({ length: 1200 }, (_value, i) => ({
      id: String(600_000 + i),
      title: i % 50 === 7 ? `${common}产业简报 ${i}` : `产业简报 ${i}`,
      meta: '',
      text: `推动${common}发展。${i < 1100 ? `建设${older}电站。` : ''}${i % 4 < 3 ? `${fewer}示范。` : ''}`,
      date: `2027-01-${String(Math.floor(i / 100) + 1).padStart(2, '0')}`,
    })));
    await db.run('ANALYZE search_documents');
    forgetLexemeFrequencies(db);
  });

  /** An area's hits of a one-word keyword as ranking every hit orders them (title hits first, then newest, then by id). */
  const everyHit = async (area: SearchAreaCode, word: string) =>
    (await db.all<{ id: number }>(
      `SELECT source_id AS id FROM search_documents WHERE area = ? AND search_vector @@ ?::tsquery
       ORDER BY CASE WHEN strpos(lower(title), ?) > 0 THEN 0 ELSE 1 END, date COLLATE "C" DESC, source_id`,
      area,
      `'${word}'`,
      word,
    )).map((row) => String(row.id));

  it('answers every area’s top hits, each total and every page as ranking every hit would, reading only the newest hits of the capped area', async () => {
    for (const [word, wordTable] of [[common, false], [older, false], [common, true], [older, true]] as const) {
      const news = await everyHit('news', word);
      expect(news.length).toBeGreaterThan(SEARCH_CANDIDATES);
      for (const pageNum of [1, 2, 3, 9, 57, SEARCH_CANDIDATES / 10, SEARCH_CANDIDATES / 10 + 1]) {
        statements.length = 0;
        const result = await searchIndex(watched(), word, { area: 'news', pageNum, pageSize: 10, wordTable });
        for (const group of result.groups) {
          const all = group.area === 'news' ? news : await everyHit(group.area, word);
          expect({ word, area: group.area, ids: group.hits.map((hit) => hit.id), total: group.total, capped: group.totalCapped }).toEqual({
            word, area: group.area, ids: all.slice(0, 3), total: Math.min(all.length, SEARCH_CANDIDATES), capped: all.length > SEARCH_CANDIDATES,
          });
        }
        const shown = pageNum * 10 <= SEARCH_CANDIDATES ? news.slice((pageNum - 1) * 10, pageNum * 10) : [];
        expect({ word, pageNum, ids: result.page?.rows.map((row) => row.id) }).toEqual({ word, pageNum, ids: shown });
        expect(result.page).toMatchObject({ total: SEARCH_CANDIDATES, totalCapped: true });
        // Every hit shown, a capped area's top hits (read apart from their ranks) too, with its whole text's snippet (ADR 131).
        for (const hit of [...result.groups.flatMap((group) => group.hits), ...(result.page?.rows ?? [])]) {
          const stored = await db.get<{ title: string; body: string }>('SELECT title, body FROM search_documents WHERE area = ? AND source_id = ?', hit.area, Number(hit.id));
          expect({ id: hit.id, title: hit.title, snippet: hit.snippet }).toEqual({ id: hit.id, title: toSegments(stored?.title ?? '', result.terms), snippet: snippetSegments(stored?.body ?? '', result.terms) });
        }
        if (wordTable) {
          // One word off the word table (ADR 138): one statement, no document's vector read.
          expect(statements.filter((sql) => sql.includes('FROM search_document_words'))).toHaveLength(1);
          expect(statements.some((sql) => sql.includes('search_vector @@'))).toBe(false);
          continue;
        }
        // The news hits were read up to the bound, the title hits off the title characters and the rest on or after a
        // date (储能's 24 title hits fill its first two pages; 光伏 is in no title), none sorted whole; a page deep
        // into this small area reads every hit sorted, the stretch it needs being the whole area.
        expect(statements.some((sql) => sql.includes('LIMIT @candidates'))).toBe(true);
        expect(statements.some((sql) => sql.includes('@titleChars::tsquery'))).toBe(true);
        const near = pageNum <= 9 || pageNum > SEARCH_CANDIDATES / 10;
        if (near && (word === older || (pageNum > 2 && pageNum <= SEARCH_CANDIDATES / 10))) expect(statements.some((sql) => sql.includes('>= @floor'))).toBe(true);
        if (near) expect(statements.some((sql) => sql.includes('DESC, d.date COLLATE "C" DESC, d.source_id LIMIT @wanted'))).toBe(false);
      }
    }
  });

  it('looks further back while the newest documents hold too few hits: 光伏’s newest hits are past the newest hundred items', async () => {
    statements.length = 0;
    const result = await searchIndex(watched(), older, { pageNum: 1, pageSize: 10, wordTable: false });
    expect(result.groups.find((group) => group.area === 'news')?.hits.map((hit) => hit.id)).toEqual((await everyHit('news', older)).slice(0, 3));
    const floors = statements.filter((sql) => sql.includes('>= @floor'));
    expect(floors.length).toBeGreaterThan(1);
  });

  it('counts an area the statistics call common exactly when it holds fewer hits than the bound', async () => {
    const news = await everyHit('news', fewer);
    expect(news.length).toBe(900);
    statements.length = 0;
    const result = await searchIndex(watched(), fewer, { area: 'news', pageNum: 7, pageSize: 10, wordTable: false });
    expect(statements.some((sql) => sql.includes('LIMIT @candidates'))).toBe(true);
    expect(result.groups.find((group) => group.area === 'news')).toMatchObject({ total: 900, totalCapped: false });
    expect(result.page?.rows.map((row) => row.id)).toEqual(news.slice(60, 70));
  });

  it('ranks a keyword of several terms by how many of them its titles hold, as before, beside an area holding more hits than the bound', async () => {
    const both = `${common} ${older}`;
    const result = await searchIndex(db, both, { area: 'news', pageNum: 2, pageSize: 10 });
    const expected = (
      await db.all<{ id: number }>(
        `SELECT source_id AS id FROM search_documents WHERE area = 'news' AND search_vector @@ ?::tsquery AND search_vector @@ ?::tsquery
         ORDER BY (CASE WHEN strpos(lower(title), ?) > 0 THEN 1 ELSE 0 END) + (CASE WHEN strpos(lower(title), ?) > 0 THEN 1 ELSE 0 END) DESC, date COLLATE "C" DESC, source_id`,
        `'${common}'`,
        `'${older}'`,
        common,
        older,
      )
    ).map((row) => String(row.id));
    expect(expected.length).toBeGreaterThan(SEARCH_CANDIDATES);
    expect(result.groups.find((group) => group.area === 'news')?.hits.map((hit) => hit.id)).toEqual(expected.slice(0, 3));
    expect(result.page?.rows.map((row) => row.id)).toEqual(expected.slice(10, 20));
  });
});

describe('snippets from the start of each body (ADR 131)', () => {
  const filler = '本办法所称企业，是指在本市依法登记注册、具有独立法人资格的企业。\n\u3000\u3000';
  /** The statements a search sends, with their values. */
  function recording(): { db: Db; sent: { sql: string; args: BindArg[] }[] } {
    const sent: { sql: string; args: BindArg[] }[] = [];
    const all = async (sql: string, ...args: BindArg[]) => {
      sent.push({ sql, args });
      return await db.all(sql, ...args);
    };
    const get = async (sql: string, ...args: BindArg[]) => {
      sent.push({ sql, args });
      return await db.get(sql, ...args);
    };
    return { db: { ...db, all, get } as Db, sent };
  }

  it('highlights each policy as its whole body would, and reads whole only the bodies whose start cannot tell', async () => {
    const early = await writePolicy('关于推进量子通信产业的若干措施', `第一条\u3000支持量子通信应用示范。\n${filler.repeat(80)}`, '2026-07-05');
    const deep = await writePolicy('关于产业发展的若干意见', `${filler.repeat(80)}对开展量子通信应用示范的企业给予奖励。${filler.repeat(5)}`, '2026-07-04');
    const titleOnly = await writePolicy('量子通信专项资金管理办法', `${filler.repeat(80)}量子和通信分别说明。`, '2026-07-03');
    const words = await writePolicy('关于量子科技的通知', `${filler.repeat(2)}量子 通信 两词分开。${filler.repeat(80)}`, '2026-07-02');
    const letters = await writePolicy('PCT 国际专利资助办法', `İ ${filler.repeat(3)}对 pct 申请给予资助。${filler.repeat(80)}`, '2026-07-01');
    const { db: probe, sent } = recording();
    let compared = 0;
    const shown = new Map<string, number[]>();
    for (const keyword of ['量子通信', 'pct', '企业', '研发']) {
      const page = await searchPolicies(probe, { keyword, pageNum: 1, pageSize: 30, orderBy: 'relevance', isAsc: 'desc' });
      shown.set(keyword, page.rows.map((row) => row.id));
      const terms = expandTerm(keyword);
      const tokens = queryTokens(keyword);
      for (const summary of page.rows) {
        const row = await findPolicyRow(db, summary.id);
        const chosen = highlightTerms([row?.title ?? '', row?.body ?? ''], terms, tokens);
        expect(summary.snippetSegments, `${keyword}: ${summary.title}`).toEqual(snippetSegments(row?.body ?? '', chosen));
        expect(summary.titleSegments).toEqual(toSegments(row?.title ?? '', chosen));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(60);
    expect(shown.get('量子通信')).toEqual(expect.arrayContaining([early, deep, titleOnly, words]));
    expect(shown.get('pct')).toContain(letters);
    // Read whole: the body whose hit lies past its start, the title hit whose body's start holds none, the body that holds
    // only the words, the letters (how they lower-case hangs on the whole text); the early hit only by its start.
    const wholeReads = sent.filter(({ sql }) => sql.startsWith('SELECT id, body FROM policies'));
    const readWhole = wholeReads.flatMap(({ args }) => String(args[0]).split(',').map(Number));
    expect(readWhole).toEqual(expect.arrayContaining([deep, titleOnly, words, letters]));
    expect(readWhole).not.toContain(early);
  });

  it('ranks a title hit first whatever its case, and a caseless form found in titles by its bytes alike', async () => {
    const titled = await writePolicy('Lidar 激光雷达产业扶持办法', '支持激光雷达研发。', '2026-05-20');
    const bodyOnly = await writePolicy('关于智能网联汽车的若干措施', '鼓励企业研发 LIDAR 与激光雷达部件。', '2026-06-20');
    expect((await search('lidar')).rows.map((row) => row.id)).toEqual([titled, bodyOnly]);
    expect((await search('LiDAR')).rows.map((row) => row.id)).toEqual([titled, bodyOnly]);
    expect((await search('激光雷达')).rows.map((row) => row.id)).toEqual([titled, bodyOnly]);
    await storeDocuments(db, 'news', [
      { id: '990011', title: 'Lidar 激光雷达企业座谈会', meta: '', text: '座谈。', date: '2026-05-20' },
      { id: '990012', title: '智能网联汽车动态', meta: '', text: '多家企业发布 LIDAR 激光雷达新品。', date: '2026-06-20' },
    ]);
    for (const keyword of ['lidar', 'LiDAR', '激光雷达']) {
      const news = (await searchIndex(db, keyword, { pageNum: 1, pageSize: 10 })).groups.find((group) => group.area === 'news');
      expect(news?.hits.map((hit) => hit.id), keyword).toEqual(['990011', '990012']);
    }
  });

  it('gives 全站搜索 each hit’s snippet as its whole body would, in every area shown and on a page', async () => {
    const long = (at: 'start' | 'end' | 'none') =>
      `${at === 'start' ? '开展星际航运试点。' : ''}${filler.repeat(60)}${at === 'end' ? '开展星际航运试点。' : ''}`;
    await storeDocuments(db, 'news', [
      { id: '990001', title: '星际航运试点启动', meta: '', text: long('none'), date: '2026-07-09' },
      { id: '990002', title: '港口动态', meta: '', text: long('start'), date: '2026-07-08' },
      { id: '990003', title: '港口动态二', meta: '', text: long('end'), date: '2026-07-07' },
    ]);
    await storeDocuments(db, 'policy', [{ id: '990004', title: '航运政策', meta: '', text: long('end'), date: '2026-07-06' }]);
    for (const options of [{ pageNum: 1, pageSize: 10 }, { area: 'news' as const, pageNum: 1, pageSize: 2 }]) {
      const result = await searchIndex(db, '星际航运', options);
      const hits = [...result.groups.flatMap((group) => group.hits), ...(result.page?.rows ?? [])];
      expect(hits.length).toBeGreaterThanOrEqual(4);
      for (const hit of hits) {
        const stored = await db.get<{ title: string; body: string }>('SELECT title, body FROM search_documents WHERE area = ? AND source_id = ?', hit.area, Number(hit.id));
        expect(hit.snippet, hit.id).toEqual(snippetSegments(stored?.body ?? '', result.terms));
        expect(hit.title).toEqual(toSegments(stored?.title ?? '', result.terms));
      }
    }
  });
});

describe('a page of a common word read off a window of the newest policies (ADR 135)', () => {
  // A word jieba keeps whole, absent from the seed, in 2,500 policies dated 2028 (none in its title), most of the
  // table, and 600 policies dated 2029 without it: the newest policies lack it, so the first window holds none of its
  // hits, while the newest 3,000 that the walk may test hold enough.
  const word = '钙钛矿';
  const statements: string[] = [];
  const watched = (): Db => ({ ...db, all: async (sql: string, ...params: BindArg[]) => { statements.push(sql); return await db.all(sql, ...params); } }) as Db;
  const everyHit = async () =>
    (await db.all<{ id: number }>(
      `SELECT p.id FROM policies p WHERE p.search_vector @@ '''${word}'''::tsquery
       ORDER BY CASE WHEN p.title ILIKE '%${word}%' THEN 0 ELSE 1 END, p.publish_date DESC, p.id DESC LIMIT ${SEARCH_CANDIDATES + 1}`,
    )).map((row) => row.id);

  beforeAll(async () => {
    expect(queryTokens(word)).toEqual([word]);
    await db.run(
      `INSERT INTO policies (title, doc_no, issuer, level, region_code, province_code, city_code, region_name, category, industries, validity,
         written_date, publish_date, effective_date, repeal_date, content, body, view_count, support_amount, rule_set, created_at, search_vector)
       SELECT '新材料产业措施 第' || n || '号', '', '', level, region_code, province_code, city_code, region_name, category, industries, validity,
         written_date, to_char(date '2028-01-01' + n % 97, 'YYYY-MM-DD'), effective_date, repeal_date, '["支持${word}电池研发。"]', '支持${word}电池研发。', 0,
         support_amount, NULL, created_at, ?::tsvector
       FROM policies, generate_series(1, 2500) AS n WHERE id = 1`,
      policySearchVector({ title: '新材料产业措施', doc_no: '', issuer: '', body: `支持${word}电池研发。` }),
    );
    await db.run(
      `INSERT INTO policies (title, doc_no, issuer, level, region_code, province_code, city_code, region_name, category, industries, validity,
         written_date, publish_date, effective_date, repeal_date, content, body, view_count, support_amount, rule_set, created_at, search_vector)
       SELECT '新材料产业措施 第' || n || '号', '', '', level, region_code, province_code, city_code, region_name, category, industries, validity,
         written_date, to_char(date '2029-01-01' + n % 97, 'YYYY-MM-DD'), effective_date, repeal_date, '["支持新材料研发。"]', '支持新材料研发。', 0,
         support_amount, NULL, created_at, ?::tsvector
       FROM policies, generate_series(1, 600) AS n WHERE id = 1`,
      policySearchVector({ title: '新材料产业措施', doc_no: '', issuer: '', body: '支持新材料研发。' }),
    );
    await db.run('ANALYZE policies');
    forgetLexemeFrequencies(db);
  });

  afterAll(async () => {
    await db.run(`DELETE FROM policies WHERE title LIKE '新材料产业措施 第%'`);
  });

  it('reads a window four times longer when one misses, as reading every hit would answer', async () => {
    const expected = await everyHit();
    expect(expected.length).toBe(SEARCH_CANDIDATES + 1);
    statements.length = 0;
    const page = await searchPolicies(watched(), { keyword: word, pageNum: 1, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' }, { wordTable: false });
    expect(page.rows.map((row) => row.id)).toEqual(expected.slice(0, 10));
    expect(page).toMatchObject({ total: SEARCH_CANDIDATES, totalCapped: true });
    // The first window (the newest 512) holds none of its hits; the second (2,048) enough.
    expect(statements.filter((sql) => sql.includes('WITH found AS'))).toHaveLength(2);
    expect(statements.some((sql) => sql.includes('LIMIT @walk') || sql.includes('WITH candidates AS'))).toBe(false);
    statements.length = 0;
    const seventh = await searchPolicies(watched(), { keyword: word, pageNum: 7, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' }, { wordTable: false });
    expect(seventh.rows.map((row) => row.id)).toEqual(expected.slice(60, 70));
    expect(statements.some((sql) => sql.includes('LIMIT @walk') || sql.includes('WITH candidates AS'))).toBe(false);
  });

  it('answers the last page and a filtered page off the window, as reading every hit would', async () => {
    statements.length = 0;
    const expected = await everyHit();
    const last = await searchPolicies(watched(), { keyword: word, pageNum: SEARCH_CANDIDATES / 10, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' }, { wordTable: false });
    expect(last.rows.map((row) => row.id)).toEqual(expected.slice(SEARCH_CANDIDATES - 10, SEARCH_CANDIDATES));
    expect(statements.some((sql) => sql.includes('LIMIT @walk') || sql.includes('WITH candidates AS'))).toBe(false);
    // A filtered page: the window's count and hits keep to the filter (孵化器's policies all have policy 1's level).
    const level = (await db.get<{ level: string }>('SELECT level FROM policies WHERE id = 1'))?.level ?? '';
    const filtered = (await db.all<{ id: number }>(
      `SELECT p.id FROM policies p WHERE p.search_vector @@ '''孵化器'''::tsquery AND p.level = ?
       ORDER BY CASE WHEN p.title ILIKE '%孵化器%' THEN 0 ELSE 1 END, p.publish_date DESC, p.id DESC LIMIT ${SEARCH_CANDIDATES + 1}`,
      level,
    )).map((row) => row.id);
    expect(filtered.length).toBeGreaterThan(SEARCH_CANDIDATES);
    statements.length = 0;
    const page = await searchPolicies(watched(), { keyword: '孵化器', pageNum: 2, pageSize: 10, orderBy: 'relevance', isAsc: 'desc', level: level as PolicySearch['level'] });
    expect(page.rows.map((row) => row.id)).toEqual(filtered.slice(10, 20));
    expect(page).toMatchObject({ total: SEARCH_CANDIDATES, totalCapped: true });
    expect(statements.filter((sql) => sql.includes('WITH found AS'))).toHaveLength(1);
    expect(statements.some((sql) => sql.includes('LIMIT @walk') || sql.includes('WITH candidates AS'))).toBe(false);
  });

  it('walks the newest policies as before (ADR 111) when many titles hold the word’s characters, and answers alike', async () => {
    // 5,200 newer policies holding the word in their titles: the title-character index would not narrow the title hits.
    await db.run(
      `INSERT INTO policies (title, doc_no, issuer, level, region_code, province_code, city_code, region_name, category, industries, validity,
         written_date, publish_date, effective_date, repeal_date, content, body, view_count, support_amount, rule_set, created_at, search_vector)
       SELECT '新材料产业措施 第' || n || '号 ${word}', '', '', level, region_code, province_code, city_code, region_name, category, industries, validity,
         written_date, to_char(date '2030-01-01' + n % 97, 'YYYY-MM-DD'), effective_date, repeal_date, '["支持${word}电池研发。"]', '支持${word}电池研发。', 0,
         support_amount, NULL, created_at, ?::tsvector
       FROM policies, generate_series(1, 5200) AS n WHERE id = 1`,
      policySearchVector({ title: `新材料产业措施 ${word}`, doc_no: '', issuer: '', body: `支持${word}电池研发。` }),
    );
    await db.run('ANALYZE policies');
    forgetLexemeFrequencies(db);
    const expected = await everyHit();
    statements.length = 0;
    const page = await searchPolicies(watched(), { keyword: word, pageNum: 2, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' }, { wordTable: false });
    expect(page.rows.map((row) => row.id)).toEqual(expected.slice(10, 20));
    expect(statements.some((sql) => sql.includes('WITH found AS'))).toBe(false);
    expect(statements.some((sql) => sql.includes('LIMIT @walk'))).toBe(true);
  });
});

describe('a keyword of one word read off the word tables (ADR 138)', () => {
  const policyPage = (keyword: string, pageNum: number, wordTable: boolean) =>
    searchPolicies(db, { keyword, pageNum, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' }, { wordTable });
  const grouped = (keyword: string, wordTable: boolean, area?: SearchAreaCode, pageNum = 1) => searchIndex(db, keyword, { area, pageNum, pageSize: 10, wordTable });

  /** Both searches of a word answer alike off the word tables and off the GIN indexes. */
  async function answersAlike(word: string, deep = false): Promise<void> {
    for (const pageNum of deep ? [1, 2, 7] : [1]) expect({ word, pageNum, page: await policyPage(word, pageNum, true) }).toEqual({ word, pageNum, page: await policyPage(word, pageNum, false) });
    expect({ word, result: await grouped(word, true) }).toEqual({ word, result: await grouped(word, false) });
    if (deep) {
      for (const area of ['policy', 'news'] as const) expect({ word, area, result: await grouped(word, true, area, 2) }).toEqual({ word, area, result: await grouped(word, false, area, 2) });
    }
  }

  it('answers every word of the seeded policies and 全站搜索 documents as the GIN indexes do: each page, count and snippet', async () => {
    const words = (
      await db.all<{ word: string }>(
        `SELECT word FROM ts_stat('SELECT search_vector FROM policies') UNION SELECT word FROM ts_stat('SELECT search_vector FROM search_documents') ORDER BY word`,
      )
    ).map((row) => row.word);
    const tabled = words.filter((word) => searchTerms(word).length === 1 && expandTerm(word).length === 1 && queryTokens(word).length === 1 && queryTokens(word)[0] === word);
    expect(tabled.length).toBeGreaterThan(1_000);
    for (const [index, word] of tabled.entries()) await answersAlike(word, index % 10 === 0);
  });

  it('follows every write of a policy and of a document in the writer’s statement: text, title, date, a vector taken away, a document gone', async () => {
    const word = '钠离子';
    expect(queryTokens(word)).toEqual([word]);
    const older = await writePolicy('关于新型储能的若干措施', `支持${word}电池研发。`, '2026-03-01');
    const newer = await writePolicy('关于新能源汽车的若干措施', `鼓励${word}电池应用。`, '2026-04-01');
    const ids = async () => (await policyPage(word, 1, true)).rows.map((row) => row.id);
    expect(await ids()).toEqual([newer, older]);
    await answersAlike(word);
    // The older one's title now holds the word: a title hit, first.
    await db.run('UPDATE policies SET title = ? WHERE id = ?', `${word}电池产业扶持办法`, older);
    expect(await ids()).toEqual([older, newer]);
    await answersAlike(word);
    // Both titles hold it: the newest first; then the older one is dated newest.
    await db.run('UPDATE policies SET title = ? WHERE id = ?', `${word}电池应用示范办法`, newer);
    expect(await ids()).toEqual([newer, older]);
    await db.run(`UPDATE policies SET publish_date = '2026-05-01' WHERE id = ?`, older);
    expect(await ids()).toEqual([older, newer]);
    await answersAlike(word);
    // Its text no longer holds the word (nor its title): found no more.
    await db.run('UPDATE policies SET title = ?, body = ? WHERE id = ?', '关于新型储能的若干措施', '支持储能电池研发。', older);
    await indexPolicy(db, older);
    expect(await ids()).toEqual([newer]);
    // Without a vector (a policy of an older release not yet indexed) a policy has no hit either way.
    await db.run('UPDATE policies SET search_vector = NULL WHERE id = ?', newer);
    expect(await ids()).toEqual([]);
    await answersAlike(word);
    await indexPolicy(db, newer);

    await storeDocuments(db, 'news', [
      { id: '991001', title: '储能产业动态', meta: '', text: `${word}电池量产。`, date: '2026-06-01' },
      { id: '991002', title: `${word}电池座谈会`, meta: '', text: '座谈。', date: '2026-05-01' },
    ]);
    const news = async () => (await grouped(word, true)).groups.find((group) => group.area === 'news')?.hits.map((hit) => hit.id);
    expect(await news()).toEqual(['991002', '991001']);
    await storeDocuments(db, 'news', [{ id: '991002', title: '座谈会', meta: '', text: '座谈。', date: '2026-05-01' }]);
    expect(await news()).toEqual(['991001']);
    await storeDocuments(db, 'news', [], [991001]);
    expect(await news()).toEqual([]);
    await answersAlike(word);

    // Every table's rows are its documents' words, one row each, after all of the writes above and before.
    const count = async (sql: string) => Number((await db.get<{ n: number }>(sql))?.n);
    expect(await count('SELECT COUNT(*) AS n FROM policy_words')).toBe(await count('SELECT COALESCE(SUM(length(search_vector)), 0) AS n FROM policies'));
    expect(await count('SELECT COUNT(*) AS n FROM search_document_words')).toBe(await count('SELECT COALESCE(SUM(length(search_vector)), 0) AS n FROM search_documents'));
    expect(
      await count(`SELECT COUNT(*) AS n FROM policy_words w LEFT JOIN policies p ON p.id = w.id
        WHERE p.id IS NULL OR NOT p.search_vector @@ quote_literal(w.lexeme)::tsquery OR w.publish_date <> p.publish_date OR w.title_hit <> (strpos(p.title, w.lexeme) > 0)`),
    ).toBe(0);
  });

  it('empties a table’s words with the table (TRUNCATE fires no row trigger)', async () => {
    await expect(
      db.transaction(async () => {
        await db.run('TRUNCATE search_documents');
        expect(Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM search_document_words'))?.n)).toBe(0);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM search_document_words'))?.n)).toBeGreaterThan(0);
  });
});
