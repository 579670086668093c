import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { readTableChanges } from '../search/answer-cache';
import { openTestDatabase } from '../../testing/test-database';
import { TEST_START } from '../../testing/test-hosts';
import { GROUP_TOP, SUGGEST_LIMIT, searchIndex, storeDocuments, suggestTitles } from './search-index';
import type { SearchAreaCode, SearchDocument } from './search-index';

const doc = (id: string, title: string, text: string, date = '2026-11-01'): SearchDocument => ({ id, title, meta: '', text, date });

type Source = { area: SearchAreaCode; documents: readonly SearchDocument[] };
type Index = {
  search: (keyword: string, options: { area?: SearchAreaCode; pageNum: number; pageSize: number }) => ReturnType<typeof searchIndex>;
  suggest: (keyword: string) => ReturnType<typeof suggestTitles>;
};

const databases: Db[] = [];

/** The sources' documents in the index of a database of their own (migrated, nothing else in it). */
async function indexOf(sources: readonly Source[]): Promise<Index> {
  const db = await openTestDatabase(TEST_START, { empty: true });
  databases.push(db);
  for (const source of sources) await storeDocuments(db, source.area, source.documents);
  const areas = sources.map((source) => source.area);
  return {
    search: async (keyword, options) => await searchIndex(db, keyword, options, areas),
    suggest: async (keyword) => await suggestTitles(db, keyword),
  };
}

afterAll(async () => {
  for (const db of databases) await db.close();
});

let index: Index;

beforeAll(async () => {
  index = await indexOf([
  {
    area: 'policy',
    documents: [
      doc('1', '关于支持高新技术企业发展的若干意见', '对认定的高新技术企业给予一次性奖励。', '2026-10-01'),
      doc('2', '杭州市研发费用补助实施细则', '企业研发投入达到一定比例的，给予研发费用补助。', '2026-11-10'),
      doc('3', '专精特新中小企业梯度培育办法', '正文提到高企的配套支持。', '2026-09-01'),
      doc('4', '关于稳岗返还的通知', '失业保险稳岗返还政策。', '2026-08-01'),
    ],
  },
  { area: 'news', documents: [doc('11', '高企申报培训会在杭州举行', '来自 120 家企业的代表参加。'), doc('12', '数字化改造现场会', '介绍技改经验。')] },
  { area: 'govService', documents: [doc('21', '高新技术企业认定', '受理条件：注册成立一年以上。', '')] },
  { area: 'fund', documents: [] },
]);
});

describe('the global search index', () => {
  it('expands a term with the policy search synonyms: 高企 finds 高新技术企业 too, in every area', async () => {
    const result = await index.search('高企', { pageNum: 1, pageSize: 10 });
    expect(result.terms).toEqual(['高企', '高新技术企业']);
    const counts = Object.fromEntries(result.groups.map((group) => [group.area, group.total]));
    expect(counts).toEqual({ policy: 2, news: 1, govService: 1, fund: 0 });
    expect(result.total).toBe(4);
  });

  it('marks the matched terms as segments, whatever form matched, and never sends HTML', async () => {
    const result = await index.search('高企', { pageNum: 1, pageSize: 10 });
    const policy = result.groups.find((group) => group.area === 'policy');
    const first = policy?.hits[0];
    expect(first?.id).toBe('1');
    expect(first?.title).toEqual([
      { text: '关于支持', hit: false },
      { text: '高新技术企业', hit: true },
      { text: '发展的若干意见', hit: false },
    ]);
    expect(first?.snippet.filter((segment) => segment.hit).map((segment) => segment.text)).toEqual(['高新技术企业']);
    const news = result.groups.find((group) => group.area === 'news')?.hits[0];
    expect(news?.title.slice(0, 2)).toEqual([
      { text: '高企', hit: true },
      { text: '申报培训会在杭州举行', hit: false },
    ]);
  });

  it('ranks a title hit above a body hit, then newer first; an item without a date carries none', async () => {
    const policy = (await index.search('高企', { pageNum: 1, pageSize: 10 })).groups.find((group) => group.area === 'policy');
    expect(policy?.hits.map((hit) => hit.id)).toEqual(['1', '3']);
    const gov = (await index.search('高新技术企业', { pageNum: 1, pageSize: 10 })).groups.find((group) => group.area === 'govService');
    expect(gov?.hits[0]).not.toHaveProperty('date');
  });

  it('requires every term of a several-term keyword, each with its synonyms', async () => {
    const result = await index.search('高企 杭州', { pageNum: 1, pageSize: 10 });
    expect(result.keyword).toBe('高企 杭州');
    expect(result.groups.filter((group) => group.total > 0).map((group) => [group.area, group.total])).toEqual([['news', 1]]);
  });

  it('answers every indexed area with total 0 and no hits when nothing matches', async () => {
    const result = await index.search('区块链', { area: 'policy', pageNum: 1, pageSize: 10 });
    expect(result.total).toBe(0);
    expect(result.groups).toEqual([
      { area: 'policy', total: 0, totalCapped: false, hits: [] },
      { area: 'news', total: 0, totalCapped: false, hits: [] },
      { area: 'govService', total: 0, totalCapped: false, hits: [] },
      { area: 'fund', total: 0, totalCapped: false, hits: [] },
    ]);
    expect(result.page).toEqual({ rows: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 10 });
  });

  it('pages one area when asked, in the same order as its group', async () => {
    const many = await indexOf([
      { area: 'news', documents: Array.from({ length: 12 }, (_value, i) => doc(String(i), `专精特新资讯 ${i}`, '正文', `2026-11-${String(i + 10)}`)) },
    ]);
    const first = await many.search('专精特新', { area: 'news', pageNum: 1, pageSize: 5 });
    expect(first.groups[0]?.total).toBe(12);
    expect(first.groups[0]?.hits).toHaveLength(GROUP_TOP);
    expect(first.page?.rows.map((row) => row.id)).toEqual(['11', '10', '9', '8', '7']);
    const last = await many.search('专精特新', { area: 'news', pageNum: 3, pageSize: 5 });
    expect(last.page?.rows.map((row) => row.id)).toEqual(['1', '0']);
    expect((await many.search('专精特新', { pageNum: 1, pageSize: 5 })).page).toBeUndefined();
  });

  it('matches single characters, ignores letter case and finds terms across the whole text', async () => {
    const mixed = await indexOf([{ area: 'product', documents: [doc('31', 'ISO 体系认证', '含 GB/T 29490 知识产权管理体系。')] }]);
    expect((await mixed.search('iso', { pageNum: 1, pageSize: 10 })).total).toBe(1);
    expect((await mixed.search('29490', { pageNum: 1, pageSize: 10 })).total).toBe(1);
    expect((await mixed.search('税', { pageNum: 1, pageSize: 10 })).total).toBe(0);
    expect((await mixed.search('系', { pageNum: 1, pageSize: 10 })).total).toBe(1);
  });

  it('suggests the synonyms first, then titles starting with the input, then titles containing it', async () => {
    const suggestions = await index.suggest('高企');
    expect(suggestions.map((item) => item.text)).toEqual(['高新技术企业', '高企申报培训会在杭州举行', '高新技术企业认定', '关于支持高新技术企业发展的若干意见']);
    expect(suggestions[0]).not.toHaveProperty('area');
    expect(suggestions[1]).toMatchObject({ area: 'news', id: '11' });
    expect(suggestions[1]?.segments[0]).toEqual({ text: '高企', hit: true });
    expect(await index.suggest('  ')).toEqual([]);
  });

  it('offers at most eight suggestions, without repeats', async () => {
    const crowded = await indexOf([
      { area: 'news', documents: Array.from({ length: 20 }, (_value, i) => doc(String(i), `融资对接会 第${i % 10}期`, '')) },
    ]);
    const texts = (await crowded.suggest('融资')).map((item) => item.text);
    expect(texts).toHaveLength(SUGGEST_LIMIT);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('finds an item by its metadata but cuts the snippet from its text only', async () => {
    const labelled = await indexOf([
      { area: 'fund', documents: [{ id: '41', title: '科创贷', meta: '杭州银行 杭州市 信用贷款', text: '面向科技型中小企业的纯信用贷款，最高 500 万元。', date: '2026-10-01' }] },
    ]);
    const result = await labelled.search('杭州银行', { pageNum: 1, pageSize: 10 });
    expect(result.total).toBe(1);
    const snippet = result.groups[0]?.hits[0]?.snippet.map((segment) => segment.text).join('');
    expect(snippet?.startsWith('面向科技型中小企业')).toBe(true);
    expect(snippet).not.toContain('杭州银行');
  });
});

describe('a batch written into the index (ADR 124)', () => {
  const sequence = async (db: Db) => Number((await readTableChanges(db)).search_documents?.replace('-', ''));

  it('writes, replaces and removes its items in one statement each, which move the index’s change counter as often for five items as for one', async () => {
    const db = await openTestDatabase(TEST_START, { empty: true });
    databases.push(db);
    await storeDocuments(db, 'policy', [doc('1', '旧标题一', '正文一'), doc('2', '旧标题二', '正文二')]);
    const before = await sequence(db);
    await storeDocuments(
      db,
      'policy',
      [doc('1', '新标题一', '正文一'), doc('2', '旧标题二', '新正文'), doc('3', '关于支持高新技术企业发展的若干意见', '第三条'), doc('4', '专精特新', '第四条'), doc('5', '稳岗返还', '第五条')],
      [1, 2, 3, 4, 5],
    );
    // One upsert: its statement trigger fires as an insert and as an update (two values), whatever the number of items.
    expect(await sequence(db)).toBe(before + 2);
    const rows = await db.all<{ source_id: number; title: string; body: string }>("SELECT source_id, title, body FROM search_documents WHERE area = 'policy' ORDER BY source_id");
    expect(rows.map((row) => [Number(row.source_id), row.title, row.body])).toEqual([
      [1, '新标题一', '正文一'],
      [2, '旧标题二', '新正文'],
      [3, '关于支持高新技术企业发展的若干意见', '第三条'],
      [4, '专精特新', '第四条'],
      [5, '稳岗返还', '第五条'],
    ]);
    expect((await searchIndex(db, '高新技术企业', { pageNum: 1, pageSize: 10 }, ['policy'])).total).toBe(1);
    // An item the area no longer gives leaves the index in one more statement; one given twice is written once, as last given.
    const removing = await sequence(db);
    await storeDocuments(db, 'policy', [doc('1', '再次改名', '正文一'), doc('1', '最后的标题', '正文一')], [1, 4, 5]);
    expect(await sequence(db)).toBe(removing + 3);
    const left = await db.all<{ source_id: number; title: string }>("SELECT source_id, title FROM search_documents WHERE area = 'policy' ORDER BY source_id");
    expect(left.map((row) => [Number(row.source_id), row.title])).toEqual([
      [1, '最后的标题'],
      [2, '旧标题二'],
      [3, '关于支持高新技术企业发展的若干意见'],
    ]);
  });
});
