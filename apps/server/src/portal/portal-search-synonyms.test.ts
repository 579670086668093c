import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_SEARCHES } from '../seed/search-terms';
import { body, createTestHosts } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import type { PortalSchemas } from '@smes/contract-types';

let hosts: TestHosts;

beforeAll(async () => {
  hosts = await createTestHosts();
});

afterAll(async () => {
  await hosts.close();
});

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

async function search(params: Record<string, string | number>): Promise<PortalSchemas['PolicyPage']> {
  const response = await hosts.portal.inject({ method: 'GET', url: `/api/policy/list?${q(params)}` });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<PortalSchemas['PolicyPage']>>(response).data;
}

async function suggestions(keyword: string): Promise<PortalSchemas['SearchSuggestions']> {
  const response = await hosts.portal.inject({ method: 'GET', url: `/api/policy/search-suggestions?${q({ keyword })}` });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<PortalSchemas['SearchSuggestions']>>(response).data;
}

const hitTexts = (row: PortalSchemas['PolicySummary']) =>
  [...row.titleSegments, ...row.snippetSegments].filter((segment) => segment.hit).map((segment) => segment.text);

async function countLike(forms: readonly string[]): Promise<number> {
  const clause = forms.map((_form, index) => `title ILIKE @f${index} OR doc_no ILIKE @f${index} OR issuer ILIKE @f${index} OR body ILIKE @f${index}`).join(' OR ');
  const params = Object.fromEntries(forms.map((form, index) => [`f${index}`, `%${form}%`]));
  return ((await hosts.db.get(`SELECT COUNT(*) AS total FROM policies WHERE ${clause}`, params)) as { total: number }).total;
}

describe('policy search with synonyms', () => {
  it('finds 高新技术企业 policies for the two-character 高企, which trigrams alone cannot', async () => {
    const page = await search({ keyword: '高企', pageSize: 100 });
    expect(await countLike(['高新技术企业'])).toBeGreaterThan(5);
    expect(page.total).toBe(await countLike(['高企', '高新技术企业']));
    expect(page.rows.some((row) => row.title.includes('高新技术企业'))).toBe(true);
    // The expanded form is what gets highlighted.
    expect(page.rows.flatMap(hitTexts)).toContain('高新技术企业');
  });

  it('splices a synonym into a longer term (技改项目 finds 技术改造项目)', async () => {
    const page = await search({ keyword: '技改项目', pageSize: 100 });
    expect(page.total).toBe(await countLike(['技改项目', '技术改造项目']));
    expect(page.total).toBeGreaterThan(0);
  });

  it('expands three-character abbreviations through the trigram index (科小 and 首台套)', async () => {
    expect((await search({ keyword: '科小' })).total).toBe(await countLike(['科小', '科技型中小企业']));
    const firstOfKind = await search({ keyword: '首台套', pageSize: 100 });
    expect(firstOfKind.total).toBe(await countLike(['首台套', '首台（套）', '首台(套)']));
  });

  it('does not widen a full name to its shorter form (专精特新中小企业 is not every 专精特新 text)', async () => {
    const page = await search({ keyword: '专精特新中小企业', pageSize: 100 });
    expect(page.total).toBe(await countLike(['专精特新中小企业']));
    expect(page.total).toBeLessThan(await countLike(['专精特新']));
  });

  it('still requires every typed term (高企 and 杭州 together)', async () => {
    const both = await search({ keyword: '高企 杭州', pageSize: 100 });
    const alone = await search({ keyword: '高企', pageSize: 100 });
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(alone.total);
    for (const row of both.rows) expect(hitTexts(row).some((hit) => hit === '杭州')).toBe(true);
  });
});

describe('suggestions for an empty search', () => {
  it('offers the synonym target, spelling-near terms and the most-searched terms, each of which finds policies', async () => {
    const typo = await suggestions('高新技木企业');
    expect(typo.keyword).toBe('高新技木企业');
    expect(typo.nearby).toContain('高新技术企业');
    // Most searched first, without what is already suggested above.
    expect(typo.popular.slice(0, SEEDED_SEARCHES.length - 1)).toEqual(
      SEEDED_SEARCHES.map(([term]) => term).filter((term) => term !== '高新技术企业'),
    );
    for (const term of [...typo.nearby]) expect((await search({ keyword: term })).total).toBeGreaterThan(0);
  });

  it('suggests each term alone when only their combination finds nothing', async () => {
    const result = await suggestions('专精特新 火星基地');
    expect(result.nearby).toContain('专精特新');
    expect(result.nearby).not.toContain('火星基地');
  });

  // 500 searches over HTTP; the counts are written by the tally, not by the requests.
  it('records searches that found something as popular, and never empty ones', async () => {
    for (let index = 0; index < 200; index += 1) await search({ keyword: '数字化改造' });
    await search({ keyword: '数字化改造', pageNum: 2 });
    for (let index = 0; index < 300; index += 1) await search({ keyword: '火星基地' });
    // Counted in memory and written within about a second (ADR 106).
    const stored = async () => ((await hosts.db.get('SELECT count FROM search_terms WHERE term = ?', '数字化改造')) as { count: number } | undefined)?.count;
    await expect.poll(stored, { timeout: 10_000 }).toBe(200);
    const result = await suggestions('火星基地');
    expect(result.popular[0]).toBe('数字化改造');
    expect(result.popular).not.toContain('火星基地');
    expect(await hosts.db.get("SELECT 1 FROM search_terms WHERE term = '火星基地'")).toBeUndefined();
  }, 120_000);

  it('answers 400 without a keyword', async () => {
    const response = await hosts.portal.inject({ method: 'GET', url: '/api/policy/search-suggestions' });
    expect(response.statusCode).toBe(400);
  });
});
