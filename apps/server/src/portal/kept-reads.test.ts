import type { PortalSchemas } from '@smes/contract-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { storeDocuments } from '../domain/global-search/search-index';
import { CHANGED_TABLES } from '../domain/search/answer-cache';
import type { ChangedTable } from '../domain/search/answer-cache';
import { recordedStatements } from '../testing/recorded-statements';
import { openTestDatabase } from '../testing/test-database';
import { body, createTestHosts, TEST_START } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import { KEPT_READS } from './kept-reads';
import type { KeptAnswerName } from './kept-reads';

/**
 * Each answer the portal keeps names the tables it reads (ADR 126), and is refused by a write to one of them and by
 * no other. Kept answers live a minute here (`answerMaxAgeMs`), so only a counter can refuse one: a test that sees a
 * write at once saw it through the counters, not through the answer's age.
 */

let hosts: TestHosts;
let tables: string[];
let db: Db;
/** The statements a request runs (only its own: the host's background work is not recorded with it). */
let during: ReturnType<typeof recordedStatements>['during'];

beforeAll(async () => {
  ({ db, during } = recordedStatements(await openTestDatabase(TEST_START)));
  hosts = await createTestHosts({ db, answerMaxAgeMs: 60_000 });
  tables = (await db.all<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = current_schema()')).map((row) => row.tablename);
});

afterAll(async () => {
  await hosts.close();
});

/**
 * The tables written only by another table's row triggers, in the same statement (migration 0033's word tables): a
 * write to them is a write to that table, whose counter moves with it, so an answer reading them names that table.
 */
const WRITTEN_WITH: Record<string, string> = { policy_words: 'policies', search_document_words: 'search_documents' };

/** A GET and the tables the statements it ran named after FROM, JOIN, UPDATE or INTO (the counters' view is no table). */
async function get(url: string): Promise<{ status: number; data: unknown; tables: string[]; wordTables: boolean }> {
  const { value: response, ran } = await during(async () => await hosts.portal.inject({ method: 'GET', url }));
  const named = new Set<string>();
  for (const sql of ran) {
    for (const match of sql.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO)\s+([a-z_][a-z0-9_]*)/gi)) {
      const name = match[1]!.toLowerCase();
      if (tables.includes(name)) named.add(WRITTEN_WITH[name] ?? name);
    }
  }
  const wordTables = ran.some((sql) => /\b(?:policy_words|search_document_words)\b/.test(sql));
  return { status: response.statusCode, data: body<Envelope>(response).data, tables: [...named].sort(), wordTables };
}

const keyword = (path: string, word: string, more: Record<string, string> = {}) => `${path}?${new URLSearchParams({ keyword: word, ...more })}`;

/** One URL per kept answer, and the variants whose computations read more (a place, a category, a keyword). */
const URLS: [KeptAnswerName, string][] = [
  ['policyList', '/api/policy/list?pageNum=1&pageSize=10'],
  ['policyList', '/api/policy/list?pageNum=1&pageSize=10&regionCode=330100&applicableTo=330106'],
  ['policyList', keyword('/api/policy/list', '高新技术企业', { pageNum: '2', pageSize: '5', orderBy: 'relevance' })],
  ['policyList', keyword('/api/policy/list', '企', { pageNum: '2', pageSize: '5', orderBy: 'relevance' })],
  ['policyList', keyword('/api/policy/list', '研发', { pageNum: '1', pageSize: '5', orderBy: 'relevance' })],
  ['noticeList', '/api/notice/list?pageNum=1&pageSize=10'],
  ['noticeList', '/api/notice/list?pageNum=1&pageSize=5&status=open&orderBy=end_time&isAsc=asc&regionCode=330100&applicableTo=330106'],
  ['globalSearch', keyword('/api/search', '高企')],
  ['globalSearch', keyword('/api/search', '专精特新', { area: 'policy', pageSize: '5' })],
  ['globalSearch', keyword('/api/search', '研发')],
  ['globalSearchSuggest', keyword('/api/search/suggest', '专精')],
  ['interpretationList', '/api/interpretation/list?pageNum=1&pageSize=10'],
  ['interpretationList', keyword('/api/interpretation/list', '专精特新', { pageNum: '1', pageSize: '5' })],
  ['announcementList', '/api/announcement/list?pageNum=1&pageSize=10'],
  ['declarationProjectList', '/api/gDeclaraManage/list?pageNum=1&pageSize=10&orderByColumn=create_time&isAsc=desc'],
  ['declarationProjectList', '/api/gDeclaraManage/list?pageNum=1&pageSize=5&status=open&applicableTo=330106'],
  ['homeLatest', '/api/home/latest'],
  ['homeLatest', '/api/home/latest?size=3&applicableTo=330106'],
];

describe('what each kept answer says it reads (KEPT_READS)', () => {
  it('names every table its computation reads', async () => {
    // The category's URL: its first value (a list filtered by it reads the 政策类别 dictionary).
    const category = (await hosts.db.get<{ value: string }>("SELECT dict_value AS value FROM dict_data WHERE dict_type = 'policy_category' ORDER BY dict_sort LIMIT 1"))!.value;
    const urls: [KeptAnswerName, string][] = [...URLS, ['policyList', `/api/policy/list?pageNum=1&pageSize=10&category=${encodeURIComponent(category)}`]];
    const read = new Map<KeptAnswerName, Set<string>>();
    for (const [name, url] of urls) {
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      // 研发 is one word: read off the word tables (ADR 138), counted as their source tables above.
      if (url.includes(encodeURIComponent('研发'))) expect(answer.wordTables, url).toBe(true);
      for (const table of answer.tables) read.set(name, (read.get(name) ?? new Set()).add(table));
    }
    for (const [name, reads] of Object.entries(KEPT_READS) as [KeptAnswerName, readonly ChangedTable[]][]) {
      const seen = [...(read.get(name) ?? [])].sort();
      expect(seen.length, name).toBeGreaterThan(0);
      expect(seen.filter((table) => !(reads as readonly string[]).includes(table)), `${name} reads tables it does not name`).toEqual([]);
    }
    // What the lists read besides their own tables: the region tree once per process, the dictionary per request.
    expect([...(read.get('policyList') ?? [])]).toEqual(expect.arrayContaining(['dict_data', 'policies', 'policy_counts']));
  });

  it('counts the request’s statements only, not what the host runs meanwhile (CI once saw the push runner’s poll)', async () => {
    let polls = 0;
    let polling = true;
    const poll = async () => {
      while (polling) {
        await db.get('SELECT count(*) AS n FROM push_jobs');
        polls += 1;
      }
    };
    const poller = poll();
    const answer = await get('/api/policy/list?pageNum=1&pageSize=10&regionCode=330100');
    polling = false;
    await poller;
    expect(polls).toBeGreaterThan(0);
    expect(answer.tables).toContain('policies');
    expect(answer.tables).not.toContain('push_jobs');
  });

  /** A write to the table that touches no row's value: only its counter says it was written. */
  const NO_OP_WRITES: Record<ChangedTable, string> = {
    policies: 'UPDATE policies SET support_amount = support_amount WHERE id = (SELECT MIN(id) FROM policies)',
    policy_counts: 'UPDATE policy_counts SET policies = policies WHERE false',
    notices: 'UPDATE notices SET start_time = start_time WHERE id = (SELECT MIN(id) FROM notices)',
    regions: "UPDATE regions SET sort = sort WHERE code = '330100'",
    dict_data: 'UPDATE dict_data SET dict_sort = dict_sort WHERE dict_code = (SELECT MIN(dict_code) FROM dict_data)',
    search_documents: "UPDATE search_documents SET title = title WHERE area = 'news' AND source_id = (SELECT MIN(source_id) FROM search_documents WHERE area = 'news')",
    search_index_queue: 'DELETE FROM search_index_queue WHERE false',
    // A statement that writes no row: its statement trigger moves the counter, and no row trigger queues an item for
    // 全站搜索 (whose answers would be computed again for that).
    interpretations: 'UPDATE interpretations SET title = title WHERE false',
    announcements: 'UPDATE announcements SET title = title WHERE false',
    declaration_projects: 'UPDATE declaration_projects SET end_time = end_time WHERE false',
    news: 'UPDATE news SET title = title WHERE false',
    market_demands: 'UPDATE market_demands SET stage = stage WHERE false',
    activities: 'UPDATE activities SET seats_taken = seats_taken WHERE false',
    courses: 'UPDATE courses SET title = title WHERE false',
    service_products: 'UPDATE service_products SET status = status WHERE false',
    institutions: 'UPDATE institutions SET status = status WHERE false',
    talents: 'UPDATE talents SET updated_date = updated_date WHERE false',
    fund_products: 'UPDATE fund_products SET name = name WHERE false',
    gov_services: 'UPDATE gov_services SET name = name WHERE false',
    gov_service_favorites: 'DELETE FROM gov_service_favorites WHERE false',
  };

  it.each(URLS)('%s %s: computed again after a write to a table it reads, and only then', async (name, url) => {
    const reads: readonly ChangedTable[] = KEPT_READS[name];
    const first = await get(url);
    expect(first.status).toBe(200);
    // Kept from its second asking within the age (ADR 139; the first may have been this one).
    await get(url);
    expect((await get(url)).tables, 'kept: no statement but the counters').toEqual([]);
    for (const table of CHANGED_TABLES) {
      await hosts.db.run(NO_OP_WRITES[table]);
      const after = await get(url);
      expect(after.data, table).toEqual(first.data);
      if (reads.includes(table)) expect(after.tables.length, `${table} written: computed again`).toBeGreaterThan(0);
      else expect(after.tables, `${table} written: still kept`).toEqual([]);
    }
  });
});

describe('a write to what a kept answer reads is seen by the very next request', () => {
  const policies = async (query: string) => {
    const answer = await get(`/api/policy/list?pageNum=1&pageSize=10${query}`);
    expect(answer.status).toBe(200);
    return answer.data as PortalSchemas['PolicyPage'];
  };
  const notices = async (query = '') => {
    const answer = await get(`/api/notice/list?pageNum=1&pageSize=10&orderBy=publish_date${query}`);
    expect(answer.status).toBe(200);
    return answer.data as PortalSchemas['NoticePage'];
  };

  it('the policy list: a policy retitled in plain SQL', async () => {
    const first = (await policies('')).rows[0]!;
    await hosts.db.run('UPDATE policies SET title = ? WHERE id = ?', `${first.title}（修订）`, first.id);
    try {
      expect((await policies('')).rows[0]?.title).toBe(`${first.title}（修订）`);
    } finally {
      await hosts.db.run('UPDATE policies SET title = ? WHERE id = ?', first.title, first.id);
    }
    expect((await policies('')).rows[0]?.title).toBe(first.title);
  });

  it('the policy list: its total, read off policy_counts, written alone', async () => {
    const { total } = await policies('');
    const key = 'region_code, province_code, city_code, level, category, validity';
    const group = (await hosts.db.get<Record<string, string | null>>(`SELECT ${key} FROM policy_counts WHERE policies > 0 LIMIT 1`))!;
    const add = (count: number) =>
      hosts.db.run(`UPDATE policy_counts SET policies = policies + @count WHERE (${key}) IS NOT DISTINCT FROM (@region_code, @province_code, @city_code, @level, @category, @validity)`, { ...group, count });
    await add(7);
    try {
      expect((await policies('')).total).toBe(total + 7);
    } finally {
      await add(-7);
    }
    expect((await policies('')).total).toBe(total);
  });

  it('the policy list: a category the dictionary no longer has is refused', async () => {
    const category = (await hosts.db.get<{ value: string }>("SELECT dict_value AS value FROM dict_data WHERE dict_type = 'policy_category' ORDER BY dict_sort LIMIT 1"))!.value;
    const url = `/api/policy/list?pageNum=1&pageSize=10&category=${encodeURIComponent(category)}`;
    expect((await get(url)).status).toBe(200);
    await hosts.db.run("UPDATE dict_data SET dict_value = dict_value || '（旧）' WHERE dict_type = 'policy_category' AND dict_value = ?", category);
    try {
      expect((await get(url)).status).toBe(400);
    } finally {
      await hosts.db.run("UPDATE dict_data SET dict_value = ? WHERE dict_type = 'policy_category' AND dict_value = ?", category, `${category}（旧）`);
    }
    expect((await get(url)).status).toBe(200);
  });

  it('the notice list: a notice’s end written in plain SQL (no column 全站搜索 indexes)', async () => {
    const first = (await notices()).rows[0]!;
    const endTime = new Date(new Date(first.endTime).getTime() + 86_400_000).toISOString();
    await hosts.db.run('UPDATE notices SET end_time = ? WHERE id = ?', endTime, first.id);
    try {
      expect((await notices()).rows[0]?.endTime).toBe(endTime);
    } finally {
      await hosts.db.run('UPDATE notices SET end_time = ? WHERE id = ?', first.endTime, first.id);
    }
    expect((await notices()).rows[0]?.endTime).toBe(first.endTime);
  });

  it('全站搜索 and its suggestions: an item written into the index, and a notice queued for it', async () => {
    const word = '量子精密测量';
    const search = async () => (await get(keyword('/api/search', word))).data as PortalSchemas['GlobalSearchResult'];
    const suggest = async () => (await get(keyword('/api/search/suggest', word))).data as PortalSchemas['GlobalSearchSuggestion'][];
    const titles = async () => (await suggest()).map((suggestion) => JSON.stringify(suggestion));
    const before = { total: (await search()).total, suggestions: await titles() };
    await storeDocuments(hosts.db, 'news', [{ id: '990001', title: `${word}技术简报`, meta: '', text: '正文', date: '2026-06-01' }]);
    expect((await search()).total).toBe(before.total + 1);
    expect((await titles()).join()).toContain(`${word}技术简报`);
    const notice = (await hosts.db.get<{ id: number }>('SELECT MIN(id) AS id FROM notices'))!.id;
    // Queued by its trigger; the next search indexes the newest queued items before it answers (ADR 113).
    await hosts.db.run('UPDATE notices SET title = ? WHERE id = ?', `关于开展${word}专项申报的通知`, notice);
    expect((await search()).total).toBe(before.total + 2);
    expect((await titles()).join()).toContain(`关于开展${word}专项申报的通知`);
  });

  it('a write to the 全站搜索 index alone leaves the lists as kept, view counts and all', async () => {
    const list = await notices();
    const page = await policies('');
    // A view count takes no counter (ADR 112): a list computed again would show these.
    await hosts.db.run('UPDATE notices SET view_count = view_count + 1000 WHERE id = ?', list.rows[0]!.id);
    await hosts.db.run('UPDATE policies SET view_count = view_count + 1000 WHERE id = ?', page.rows[0]!.id);
    await storeDocuments(hosts.db, 'news', [{ id: '990002', title: '稳岗返还技术简报', meta: '', text: '正文', date: '2026-06-01' }]);
    expect(await notices()).toEqual(list);
    expect(await policies('')).toEqual(page);
    // And a write to a notice, not to the policies: only the notice list is computed again.
    await hosts.db.run('UPDATE notices SET start_time = start_time WHERE id = ?', list.rows[0]!.id);
    expect((await notices()).rows[0]?.viewCount).toBe(list.rows[0]!.viewCount + 1000);
    expect(await policies('')).toEqual(page);
  });
});
