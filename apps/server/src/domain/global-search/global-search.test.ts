import { afterAll, expect, it } from 'vitest';
import { openTestDatabase, reopen } from '../../testing/test-database';
import { TEST_START } from '../../testing/test-hosts';
import { globalSearch, globalSearchSuggest } from './global-search';

const base = await openTestDatabase(TEST_START);
afterAll(async () => {
  await base.close();
});

it('answers the same to several instances (and a search with its suggest) asking at the same moment', async () => {
  // Each pool is a fresh instance; a search and its suggest arrive together, as the results page sends them.
  const instances = Array.from({ length: 6 }, () => reopen(base, 2));
  try {
    const answers = await Promise.all(
      instances.map(async (db) => {
        const [result, suggestions] = await Promise.all([
          globalSearch(db, { keyword: '高新技术企业', pageNum: 1, pageSize: 10 }),
          globalSearchSuggest(db, '高新技术企业'),
        ]);
        return { total: result.total, suggestions: suggestions.length };
      }),
    );
    expect(answers[0]?.total).toBeGreaterThan(0);
    expect(answers[0]?.suggestions).toBeGreaterThan(0);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  } finally {
    await Promise.all(instances.map(async (db) => await db.close()));
  }
});
