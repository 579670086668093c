import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalClient } from '@smes/api';
import { prefetchHome } from './home-prefetch';

/** The keys /home's prefetch asks the cache for, once its turns have run (nothing is fetched: the client is unused). */
async function prefetchedKeys(): Promise<QueryKey[]> {
  const queryClient = new QueryClient();
  const keys: QueryKey[] = [];
  vi.spyOn(queryClient, 'prefetchQuery').mockImplementation(async (options) => {
    keys.push(options.queryKey);
  });
  prefetchHome({ queryClient, portal: {} as PortalClient }, {});
  await new Promise((resolve) => setTimeout(resolve, 10));
  return keys;
}

const named = (keys: QueryKey[], part: string) => keys.filter((key) => JSON.stringify(key).includes(part));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('prefetchHome', () => {
  it('asks a visitor’s headlines for this portal’s province and 全国', async () => {
    const keys = await prefetchedKeys();
    const scoped = keys.filter((key) => JSON.stringify(key).includes('"applicableTo":"330000"'));
    expect(scoped.map((key) => JSON.stringify(key))).toEqual([expect.stringContaining('"policy"'), expect.stringContaining('"news"')]);
    expect(named(keys, '"declaration"').length).toBeGreaterThan(0);
  });

  it('fetches a signed-in enterprise’s ledger instead of everyone’s deadlines, which its blocks would never show', async () => {
    localStorage.setItem('token', 'portal-token');
    const keys = await prefetchedKeys();
    expect(named(keys, 'ledger')).toHaveLength(1);
    for (const area of ['notice', 'declaration', 'policy', 'news', 'latest']) expect(named(keys, `"${area}"`), area).toEqual([]);
  });
});
