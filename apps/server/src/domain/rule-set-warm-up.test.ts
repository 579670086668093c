import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { TEST_START } from '../testing/test-hosts';
import { RuleSetCache, estimatedBytes } from './rule-set-cache';
import { warmRuleSets } from './rule-set-warm-up';

let db: Db;
let rows: { id: number; level: string; rule_set: string; rule_set_revision: number }[];

beforeAll(async () => {
  db = await openTestDatabase(TEST_START);
  rows = await db.all("SELECT id, level, rule_set, rule_set_revision FROM policies WHERE validity = 'valid' AND rule_set IS NOT NULL ORDER BY id");
});

afterAll(async () => {
  await db.close();
});

const LEVELS = ['national', 'provincial', 'municipal', 'district'];

describe('warming the parsed rule sets after the server listens', () => {
  it('parses every matchable rule set the budget holds, once', async () => {
    const cache = new RuleSetCache(1024 * 1024 * 1024);
    const warm = await warmRuleSets(db, { cache });
    expect(rows.length).toBeGreaterThan(100);
    expect(warm).toMatchObject({ parsed: rows.length, leftOver: 0, unreadable: 0 });
    for (const row of rows) expect(cache.has(row.id, row.rule_set_revision)).toBe(true);
    expect(cache.size.bytes).toBe(rows.reduce((sum, row) => sum + estimatedBytes(row.rule_set), 0));
    // Nothing is parsed twice.
    expect((await warmRuleSets(db, { cache })).parsed).toBe(0);
  });

  it('takes the most shared first and stops at the budget without evicting: national, then provincial rule sets', async () => {
    const shared = rows.filter((row) => row.level === 'national' || row.level === 'provincial');
    const rest = rows.filter((row) => !shared.includes(row));
    expect(shared.length).toBeGreaterThan(0);
    expect(rest.length).toBeGreaterThan(0);
    // Room for the national and provincial ones and less than the smallest other one.
    const smallest = Math.min(...rest.map((row) => estimatedBytes(row.rule_set)));
    const cache = new RuleSetCache(shared.reduce((sum, row) => sum + estimatedBytes(row.rule_set), 0) + smallest - 1);
    const warm = await warmRuleSets(db, { cache });
    expect(warm.parsed).toBe(shared.length);
    expect(warm.leftOver).toBe(rest.length);
    for (const row of shared) expect(cache.has(row.id, row.rule_set_revision)).toBe(true);
    for (const row of rest) expect(cache.has(row.id, row.rule_set_revision)).toBe(false);
    expect(cache.size.bytes).toBeLessThanOrEqual(cache.limitBytes);
    expect(LEVELS).toEqual(expect.arrayContaining([...new Set(rows.map((row) => row.level))]));
  });

  it('lets a request in between its slices: a cheap read started after it answers before it ends', async () => {
    const cache = new RuleSetCache(1024 * 1024 * 1024);
    const order: string[] = [];
    const warming = warmRuleSets(db, { cache, sliceMs: 0, batch: 20 }).then((warm) => {
      order.push('warmed');
      return warm;
    });
    // Started once the warm-up has read its first batch and is parsing.
    while (cache.size.entries === 0) await new Promise((resolve) => setImmediate(resolve));
    await db.get('SELECT 1 AS one');
    order.push('read');
    const warm = await warming;
    expect(order).toEqual(['read', 'warmed']);
    expect(warm.yields).toBeGreaterThan(rows.length / 2);
  });

  it('leaves out a rule set that does not parse and warms the rest', async () => {
    const [broken] = rows;
    await db.run('UPDATE policies SET rule_set = ? WHERE id = ?', '{"id": "cut short', broken!.id);
    try {
      const cache = new RuleSetCache(1024 * 1024 * 1024);
      const warm = await warmRuleSets(db, { cache });
      expect(warm).toMatchObject({ parsed: rows.length - 1, unreadable: 1 });
      expect(cache.unreadable).toBe(1);
    } finally {
      await db.run('UPDATE policies SET rule_set = ? WHERE id = ?', broken!.rule_set, broken!.id);
    }
  });

  it('stops when told to', async () => {
    const cache = new RuleSetCache(1024 * 1024 * 1024);
    const controller = new AbortController();
    controller.abort();
    expect((await warmRuleSets(db, { cache, signal: controller.signal })).parsed).toBe(0);
  });
});
