import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateLedger } from '@smes/eligibility';
import type { Db } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { TEST_START } from '../testing/test-hosts';
import { FITTING_SECONDARY } from './institutions';
import { TRADES } from './market-demands';

/**
 * Demo data must not undermine trust. Failures these catch: a company named 医疗器械 said it was mainly in 环保工程; a patent agency
 * sold 数字化转型诊断; five cards of the hub read the same; 4-chapter courses of two minutes had thousands of
 * learners; a Zhejiang portal headlined other provinces. These hold over everything the seed writes.
 */
describe('the seed reads as real', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase(TEST_START);
  });
  afterAll(async () => {
    await db.close();
  });

  it('names every demand’s publisher after the business its description gives it', async () => {
    const rows = (await db.all('SELECT publisher_name, description, industry FROM market_demands WHERE user_id IS NULL')) as { publisher_name: string; description: string; industry: string }[];
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const business = /主要从事(.+?)。/.exec(row.description)?.[1];
      const trade = (TRADES[row.industry] ?? []).find((item) => item.business === business);
      expect(trade, `${row.publisher_name}: ${business}`).toBeDefined();
      expect(row.publisher_name, business).toContain(trade?.word);
    }
  });

  it('lets an institution sell only in its own trade and the one next to it', async () => {
    const institutions = (await db.all('SELECT id, name, service_categories FROM institutions')) as { id: number; name: string; service_categories: string }[];
    for (const institution of institutions) {
      const [primary, ...others] = JSON.parse(institution.service_categories) as string[];
      // 浙江中创 and the demo accounts carry the categories their owners applied with; the seeded ones follow the table.
      for (const other of others) expect(FITTING_SECONDARY[primary ?? ''], `${institution.name}: ${primary} + ${other}`).toContain(other);
      const sold = (await db.all('SELECT DISTINCT category FROM service_products WHERE institution_id = ?', institution.id)) as { category: string }[];
      for (const { category } of sold) expect([primary, ...others], `${institution.name} sells ${category}`).toContain(category);
    }
  });

  it('never shows two product cards that read the same', async () => {
    const rows = await db.all(`SELECT name, summary, COUNT(*) AS n FROM service_products WHERE status = 'on_shelf' GROUP BY name, summary HAVING COUNT(*) > 1`);
    expect(rows).toEqual([]);
  });

  it('gives a free course a learner count a provincial portal’s course can have', async () => {
    const rows = (await db.all('SELECT title, base_learners FROM courses')) as { title: string; base_learners: number }[];
    for (const row of rows) expect(row.base_learners, row.title).toBeLessThanOrEqual(1000);
  });

  it('headlines the portal’s own region: every 头条 is 浙江省’s or 杭州市’s', async () => {
    const featured = (await db.all('SELECT region_name FROM news WHERE featured = 1')) as { region_name: string }[];
    expect(featured.length).toBeGreaterThan(0);
    for (const row of featured) expect(['浙江省', '杭州市']).toContain(row.region_name);
  });

  it('keeps every demo ledger consistent: 资产 − 负债 = 净资产 and every figure in range', async () => {
    const ledgers = (await db.all('SELECT data FROM ledgers')) as { data: string }[];
    expect(ledgers.length).toBeGreaterThan(0);
    for (const { data } of ledgers) expect(validateLedger(JSON.parse(data), { now: TEST_START }).ok).toBe(true);
  });
});
