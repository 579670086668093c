import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_NEWS_COUNT, NEWS_COUNT } from '../seed/news';
import { body, createTestHosts } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type Summary = { id: number; title: string; category: string; source: string; publishDate: string; viewCount: number; featured: boolean; summary: string };
type NewsListAnswer = { rows: Summary[]; total: number };
type Detail = Summary & { content: string[]; author: string; related: { id: number; title: string }[] };

let hosts: TestHosts;

beforeAll(async () => {
  hosts = await createTestHosts();
});

afterAll(async () => {
  await hosts.close();
});

async function get<T>(url: string): Promise<T> {
  const response = await hosts.portal.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return body<Envelope<T>>(response).data;
}

describe('资讯', () => {
  it('seeds 300+ items in all four categories, each with its source and body, titles unique', async () => {
    const rows = (await hosts.db.all('SELECT category, title, source, content FROM news')) as { category: string; title: string; source: string; content: string }[];
    expect(rows).toHaveLength(NEWS_COUNT);
    expect(NEWS_COUNT).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['notice', 'announcement', 'dynamic', 'interpretation']));
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.source)).size).toBeGreaterThan(30);
    for (const row of rows) expect((JSON.parse(row.content) as string[]).length).toBeGreaterThanOrEqual(3);
  });

  it('lists newest first, filters by category and keyword, and narrows to the carousel with featured=true', async () => {
    const all = await get<NewsListAnswer>('/api/news/list?pageSize=50');
    expect(all.total).toBe(NEWS_COUNT);
    const dates = all.rows.map((row) => row.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const announcements = await get<NewsListAnswer>('/api/news/list?category=announcement&pageSize=50');
    expect(announcements.total).toBeGreaterThan(50);
    expect(announcements.rows.every((row) => row.category === 'announcement')).toBe(true);

    const keyword = await get<NewsListAnswer>(`/api/news/list?keyword=${encodeURIComponent('高新技术企业')}&pageSize=50`);
    expect(keyword.total).toBeGreaterThan(0);
    expect(keyword.total).toBeLessThan(NEWS_COUNT);
    for (const row of keyword.rows) expect(`${row.title}${row.summary}${row.source}`).toContain('高新技术企业');

    const featured = await get<NewsListAnswer>('/api/news/list?featured=true');
    expect(featured.total).toBe(FEATURED_NEWS_COUNT);
    expect(featured.rows.every((row) => row.featured)).toBe(true);
    expect((await get<NewsListAnswer>('/api/news/list?featured=false')).total).toBe(NEWS_COUNT);
  });

  it('counts a view on the server at each opening and relates items of the same category', async () => {
    const first = await get<Detail>('/api/news/3');
    const second = await get<Detail>('/api/news/3');
    expect(second.viewCount).toBe(first.viewCount + 1);
    expect(first.content.length).toBeGreaterThan(0);
    expect(first.author).not.toBe('');
    expect(first.related.length).toBeGreaterThan(0);
    expect(first.related.map((item) => item.id)).not.toContain(3);
    const categories = (await hosts.db.all(`SELECT DISTINCT category FROM news WHERE id IN (${first.related.map((item) => item.id).join(',')})`)) as { category: string }[];
    expect(categories).toEqual([{ category: first.category }]);
  });
});
