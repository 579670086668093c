import type { BindArg } from '../db/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestHosts } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import { mapInOrder } from '../shared/in-order';

type Item = { id: number; title: string; line: string; date: string | null };
type Group = { area: string; items: Item[] };

let hosts: TestHosts;

beforeAll(async () => {
  hosts = await createTestHosts();
});

afterAll(async () => {
  await hosts.close();
});

async function latest(url = '/api/home/latest'): Promise<Group[]> {
  const response = await hosts.portal.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return body<Envelope<Group[]>>(response).data;
}

function items(groups: Group[], area: string): Item[] {
  const group = groups.find((candidate) => candidate.area === area);
  expect(group, area).toBeDefined();
  return group?.items ?? [];
}

async function column<T>(sql: string, ...params: BindArg[]): Promise<T[]> {
  return ((await hosts.db.all(sql, ...params)) as Record<string, T>[]).map((row) => Object.values(row)[0] as T);
}

const descending = (values: string[]) => [...values].sort().reverse();

describe('首页各版块最新内容 GET /api/home/latest', () => {
  it('answers every area in the header’s order, four items each by default, titles as the areas’ own tables hold them', async () => {
    const groups = await latest();
    expect(groups.map((group) => group.area)).toEqual(['market', 'activity', 'course', 'service', 'talent', 'fund', 'govService', 'news']);
    for (const group of groups) expect(group.items, group.area).toHaveLength(4);
    const tables: Record<string, string> = {
      market: 'SELECT title FROM market_demands WHERE id = ?',
      activity: 'SELECT title FROM activities WHERE id = ?',
      course: 'SELECT title FROM courses WHERE id = ?',
      // A person is shown by the public name and title only (never the full name).
      talent: "SELECT display_name || ' · ' || title FROM talents WHERE id = ?",
      service: 'SELECT name FROM service_products WHERE id = ?',
      fund: 'SELECT name FROM fund_products WHERE id = ?',
      govService: 'SELECT name FROM gov_services WHERE id = ?',
      news: 'SELECT title FROM news WHERE id = ?',
    };
    for (const group of groups) {
      for (const item of group.items) {
        expect(await column<string>(tables[group.area] as string, item.id), `${group.area} ${item.id}`).toEqual([item.title]);
        expect(item.line, `${group.area} ${item.id}`).not.toBe('');
      }
    }
    expect((await latest('/api/home/latest?size=1')).every((group) => group.items.length === 1)).toBe(true);
    const refused = await hosts.portal.inject({ method: 'GET', url: '/api/home/latest?size=0' });
    expect(refused.statusCode).toBe(400);
  });

  it('lists news, funds, demands and products newest first — the very newest of each table', async () => {
    const groups = await latest('/api/home/latest?size=8');
    const news = items(groups, 'news');
    expect(news.map((item) => item.date)).toEqual(descending(news.map((item) => item.date as string)));
    expect(news[0]?.date).toBe((await column<string>('SELECT MAX(publish_date) FROM news'))[0]);
    const funds = items(groups, 'fund');
    expect(funds.map((item) => item.date)).toEqual(descending(funds.map((item) => item.date as string)));
    expect(funds[0]?.date).toBe((await column<string>('SELECT MAX(publish_date) FROM fund_products'))[0]);
    const demands = items(groups, 'market');
    expect(demands.map((item) => item.id)).toEqual(await column<number>(`SELECT id FROM market_demands WHERE stage = 'open' ORDER BY published_at DESC, id DESC LIMIT 8`));
    const products = items(groups, 'service');
    expect(products.map((item) => item.date)).toEqual(descending(products.map((item) => item.date as string)));
    // 政务服务 has no publication date: the items kept in 收藏 most lead.
    expect(items(groups, 'govService').every((item) => item.date === null)).toBe(true);
  });

  it('shows only public, open items: no draft, pending, rejected or matched demands; no product off shelf or from an unapproved institution', async () => {
    const groups = await latest('/api/home/latest?size=8');
    const demandIds = items(groups, 'market').map((item) => item.id);
    expect(await column<string>(`SELECT DISTINCT stage FROM market_demands WHERE id IN (${demandIds.join(',')})`)).toEqual(['open']);
    // The seed has demands in every other stage, so leaving them out is a choice the query makes.
    expect(await column<string>('SELECT DISTINCT stage FROM market_demands ORDER BY stage')).toEqual(['closed', 'dealt', 'draft', 'matching', 'open', 'pending', 'rejected']);
    const productIds = items(groups, 'service').map((item) => item.id);
    expect(
      await column<number>(
              `SELECT COUNT(*) FROM service_products p JOIN institutions i ON i.id = p.institution_id
         WHERE p.id IN (${productIds.join(',')}) AND (p.status <> 'on_shelf' OR i.status <> 'approved')`,
            ),
    ).toEqual([0]);
  });

  it('lists only activities still open for registration at the stand-in’s clock, starting soonest first', async () => {
    const now = hosts.clock.now().toISOString();
    const groups = await latest('/api/home/latest?size=8');
    const activities = items(groups, 'activity');
    const rows = await mapInOrder(activities, async (item) =>
            (await hosts.db.get('SELECT start_time, registration_deadline, capacity, seats_taken FROM activities WHERE id = ?', item.id)) as {
              start_time: string;
              registration_deadline: string;
              capacity: number;
              seats_taken: number;
            });
    for (const row of rows) {
      expect(row.registration_deadline > now).toBe(true);
      expect(row.seats_taken).toBeLessThan(row.capacity);
    }
    const starts = rows.map((row) => row.start_time);
    expect(starts).toEqual([...starts].sort());
    // The seed holds full and closed activities that start sooner than some open ones: they are left out on purpose.
    expect((await column<number>(`SELECT COUNT(*) FROM activities WHERE registration_deadline <= ? OR seats_taken >= capacity`, now))[0]).toBeGreaterThan(0);
  });
});

describe('首页各版块最新内容 follows changes', () => {
  let own: TestHosts;

  beforeAll(async () => {
    own = await createTestHosts();
  });

  afterAll(async () => {
    await own.close();
  });

  async function ownLatest(): Promise<Group[]> {
    return body<Envelope<Group[]>>(await own.portal.inject({ method: 'GET', url: '/api/home/latest' })).data;
  }

  it('drops an activity once it is full or past its deadline, and a product once it goes off shelf', async () => {
    const before = await ownLatest();
    const [fills, closes] = items(before, 'activity');
    await own.db.run('UPDATE activities SET seats_taken = capacity WHERE id = ?', fills?.id);
    await own.db.run('UPDATE activities SET registration_deadline = ? WHERE id = ?', new Date(own.clock.now().getTime() - 1000).toISOString(), closes?.id);
    const [newest] = items(before, 'service');
    await own.db.run(`UPDATE service_products SET status = 'off_shelf' WHERE id = ?`, newest?.id);

    const after = await ownLatest();
    const activityIds = items(after, 'activity').map((item) => item.id);
    expect(activityIds).not.toContain(fills?.id);
    expect(activityIds).not.toContain(closes?.id);
    expect(activityIds).toHaveLength(4);
    expect(items(after, 'service').map((item) => item.id)).not.toContain(newest?.id);
  });

  it('does not show a demand until it is published, however new', async () => {
    const newest = ((await own.db.all(`SELECT id FROM market_demands WHERE stage = 'pending' ORDER BY created_at DESC LIMIT 1`)) as { id: number }[]).map(
      (row) => row.id,
    );
    expect(newest).toHaveLength(1);
    expect(items(await ownLatest(), 'market').map((item) => item.id)).not.toContain(newest[0]);
    await own.db.run(`UPDATE market_demands SET stage = 'open', published_at = ? WHERE id = ?`, new Date(own.clock.now().getTime() + 1000).toISOString(), newest[0]);
    expect(items(await ownLatest(), 'market')[0]?.id).toBe(newest[0]);
  });
});
