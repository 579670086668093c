import { afterAll, expect, it } from 'vitest';
import { openTestDatabase, reopen } from '../../testing/test-database';
import { TEST_START } from '../../testing/test-hosts';
import { globalSearchIndex } from './global-search';

const base = await openTestDatabase(TEST_START);
afterAll(async () => {
  await base.close();
});

it('creates its triggers once when several instances (or a search and its suggest) ask for the index at the same moment', async () => {
  // Each pool is a fresh instance: none has watched the sources yet, so each creates the trigger function.
  const instances = Array.from({ length: 6 }, () => reopen(base, 2));
  try {
    const indexes = await Promise.all(instances.map(async (db) => await globalSearchIndex(db)));
    expect(new Set(indexes.map((index) => index.version)).size).toBe(1);
  } finally {
    await Promise.all(instances.map(async (db) => await db.close()));
  }
});
