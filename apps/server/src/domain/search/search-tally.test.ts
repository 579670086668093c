import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { TEST_START } from '../../testing/test-hosts';
import { watchedDb } from '../../testing/watched-db';
import { createSearchTally, MAX_PENDING_TERMS } from './search-tally';

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase(TEST_START);
});

afterAll(async () => {
  await db.close();
});

beforeEach(async () => {
  await db.run("DELETE FROM search_terms WHERE term LIKE 'tally-%' OR term LIKE '计数%'");
});

const countOf = async (term: string) => (await db.get<{ count: number; last_searched_at: string }>('SELECT count, last_searched_at FROM search_terms WHERE term = ?', term));

describe('热门检索 counted in memory and written together', () => {
  it('writes many searches of several terms as one statement, summed, with each term’s latest time', async () => {
    const { db: counting, statements: writes } = watchedDb(db);
    const tally = createSearchTally(counting, { flushMs: 60_000 });
    for (let index = 0; index < 50; index += 1) tally.add('计数甲', new Date(Date.UTC(2026, 5, 1, 0, 0, index)));
    tally.add('  计数乙  ', new Date(Date.UTC(2026, 5, 2)));
    tally.add('计数乙', new Date(Date.UTC(2026, 5, 1)));
    expect(await countOf('计数甲')).toBeUndefined();
    await tally.flush();
    expect(writes()).toBe(1);
    expect(await countOf('计数甲')).toEqual({ count: 50, last_searched_at: '2026-06-01T00:00:49.000Z' });
    expect(await countOf('计数乙')).toEqual({ count: 2, last_searched_at: '2026-06-02T00:00:00.000Z' });
    // Nothing counted since: nothing written.
    await tally.flush();
    expect(writes()).toBe(1);
    await tally.stop();
  });

  it('adds to what is stored, as another instance’s tally would, and keeps the later time', async () => {
    const one = createSearchTally(db, { flushMs: 60_000 });
    const two = createSearchTally(db, { flushMs: 60_000 });
    one.add('计数丙', new Date(Date.UTC(2026, 5, 3)));
    two.add('计数丙', new Date(Date.UTC(2026, 5, 1)));
    two.add('计数丙', new Date(Date.UTC(2026, 5, 1)));
    await Promise.all([one.flush(), two.flush()]);
    expect(await countOf('计数丙')).toEqual({ count: 3, last_searched_at: '2026-06-03T00:00:00.000Z' });
    await Promise.all([one.stop(), two.stop()]);
  });

  it('writes by itself about flushMs after the first search, and what is left when stopped', async () => {
    const tally = createSearchTally(db, { flushMs: 50 });
    tally.add('计数丁', new Date(TEST_START));
    await expect.poll(async () => (await countOf('计数丁'))?.count, { timeout: 5_000 }).toBe(1);
    tally.add('计数丁', new Date(TEST_START));
    await tally.stop();
    expect((await countOf('计数丁'))?.count).toBe(2);
    // Stopped: a late search is not scheduled (nothing would write it).
    tally.add('计数丁', new Date(TEST_START));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await countOf('计数丁'))?.count).toBe(2);
  });

  it('keeps the counts of a failed write for the next one, and says it failed', async () => {
    let failing = true;
    const errors: unknown[] = [];
    const { db: flaky, statements: writes } = watchedDb(db, { fail: () => failing });
    const tally = createSearchTally(flaky, { flushMs: 60_000, onError: (error) => errors.push(error) });
    tally.add('计数戊', new Date(TEST_START));
    tally.add('计数戊', new Date(TEST_START));
    await tally.flush();
    expect(errors).toHaveLength(1);
    expect(await countOf('计数戊')).toBeUndefined();
    failing = false;
    tally.add('计数戊', new Date(TEST_START));
    await tally.flush();
    expect(writes()).toBe(2);
    expect((await countOf('计数戊'))?.count).toBe(3);
    await tally.stop();
  });

  it('counts nothing for a keyword without a searchable term', async () => {
    const { db: counting, statements: writes } = watchedDb(db);
    const tally = createSearchTally(counting, { flushMs: 60_000 });
    tally.add('   ', new Date(TEST_START));
    await tally.stop();
    expect(writes()).toBe(0);
  });

  it('holds at most MAX_PENDING_TERMS distinct terms while writes fail, still counting those it holds', async () => {
    let failing = true;
    const { db: flaky } = watchedDb(db, { fail: () => failing });
    const tally = createSearchTally(flaky, { flushMs: 60_000, onError: () => undefined });
    for (let index = 0; index < MAX_PENDING_TERMS + 5; index += 1) tally.add(`tally-${index}`, new Date(TEST_START));
    tally.add('tally-0', new Date(TEST_START));
    await tally.flush();
    failing = false;
    await tally.stop();
    const stored = await db.get<{ terms: number; total: number }>("SELECT COUNT(*) AS terms, SUM(count) AS total FROM search_terms WHERE term LIKE 'tally-%'");
    expect(stored).toEqual({ terms: MAX_PENDING_TERMS, total: MAX_PENDING_TERMS + 1 });
  });
});
