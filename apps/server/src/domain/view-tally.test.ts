import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { TEST_START } from '../testing/test-hosts';
import { watchedDb } from '../testing/watched-db';
import { readTableChanges } from './search/answer-cache';
import { countView, createViewTally, VIEWED_TABLES } from './view-tally';
import type { ViewedTable } from './view-tally';

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase(TEST_START);
});

afterAll(async () => {
  await db.close();
});

const stored = async (table: ViewedTable, id: number) => (await db.get<{ view_count: number }>(`SELECT view_count FROM ${table} WHERE id = ?`, id))!.view_count;
const firstId = async (table: ViewedTable) => (await db.get<{ id: number }>(`SELECT MIN(id) AS id FROM ${table}`))!.id;

describe('detail views counted in memory and written together', () => {
  it('writes many views of several tables’ rows once per table, summed, and shows them as unwritten until then', async () => {
    const { db: watched, statements } = watchedDb(db);
    const tally = createViewTally(watched, { flushMs: 60_000 });
    const rows = await Promise.all(VIEWED_TABLES.map(async (table) => ({ table, id: await firstId(table) })));
    const before = await Promise.all(rows.map(async ({ table, id }) => await stored(table, id)));
    for (const { table, id } of rows) for (let view = 0; view < 3; view += 1) tally.add(table, id);
    tally.add('policies', rows[0]!.id);
    expect(tally.unwritten('policies', rows[0]!.id)).toBe(4);
    expect(tally.unwritten('news', rows.find((row) => row.table === 'news')!.id)).toBe(3);
    expect(statements()).toBe(0);
    expect(await stored('policies', rows[0]!.id)).toBe(before[0]);
    await tally.flush();
    expect(statements()).toBe(VIEWED_TABLES.length);
    const after = await Promise.all(rows.map(async ({ table, id }) => await stored(table, id)));
    expect(after).toEqual(before.map((count, index) => count + (index === 0 ? 4 : 3)));
    expect(rows.every(({ table, id }) => tally.unwritten(table, id) === 0)).toBe(true);
    await tally.stop();
  });

  it('counts the views being written as unwritten until their write ends, so a reader never misses their own', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { db: watched, statements } = watchedDb(db, { gate: () => held });
    const tally = createViewTally(watched, { flushMs: 60_000 });
    const id = await firstId('notices');
    const before = await stored('notices', id);
    tally.add('notices', id);
    const writing = tally.flush();
    await expect.poll(statements).toBe(1);
    tally.add('notices', id);
    expect(tally.unwritten('notices', id)).toBe(2);
    release();
    await writing;
    expect(tally.unwritten('notices', id)).toBe(1);
    await tally.stop();
    expect(await stored('notices', id)).toBe(before + 2);
  });

  it('keeps the views of a failed write for the next one, still shown, and says it failed', async () => {
    let failing = true;
    const errors: unknown[] = [];
    const { db: flaky } = watchedDb(db, { fail: () => failing });
    const tally = createViewTally(flaky, { flushMs: 60_000, onError: (error) => errors.push(error) });
    const id = await firstId('interpretations');
    const before = await stored('interpretations', id);
    tally.add('interpretations', id);
    await tally.flush();
    expect(errors).toHaveLength(1);
    expect(tally.unwritten('interpretations', id)).toBe(1);
    expect(await stored('interpretations', id)).toBe(before);
    failing = false;
    tally.add('interpretations', id);
    await tally.stop();
    expect(await stored('interpretations', id)).toBe(before + 2);
  });

  it('adds to the stored count as another instance’s tally does, by itself about flushMs after a view', async () => {
    const one = createViewTally(db, { flushMs: 50 });
    const two = createViewTally(db, { flushMs: 50 });
    const id = await firstId('announcements');
    const before = await stored('announcements', id);
    one.add('announcements', id);
    two.add('announcements', id);
    two.add('announcements', id);
    await expect.poll(async () => await stored('announcements', id), { timeout: 5_000 }).toBe(before + 3);
    await Promise.all([one.stop(), two.stop()]);
  });

  it('leaves the searches’ kept answers alone: a view changes no search', async () => {
    const tally = createViewTally(db, { flushMs: 60_000 });
    const versions = await readTableChanges(db);
    for (const table of VIEWED_TABLES) tally.add(table, await firstId(table));
    await tally.stop();
    expect(await readTableChanges(db)).toEqual(versions);
  });

  it('gives a detail its stored count plus this instance’s unwritten views, this one included', async () => {
    const tally = createViewTally(db, { flushMs: 60_000 });
    const first = countView(tally, 'policies', 7, { id: 7, viewCount: 40 });
    const second = countView(tally, 'policies', 7, { id: 7, viewCount: 40 });
    expect([first.viewCount, second.viewCount]).toEqual([41, 42]);
    await tally.stop();
  });
});
