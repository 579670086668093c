/**
 * One search at a time on the database DATABASE_URL names (the province, tools/bench/province-dataset.ts): each
 * keyword's policy search and 全站搜索 called in process (no HTTP, no concurrency), best and median of a few runs,
 * so what a query costs by itself can be read apart from what fifty connections on two cores add (province.ts); then
 * the policy list without a keyword (its total) and the matchable policies' list beside their count.
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/search-alone.ts
 */
import { performance } from 'node:perf_hooks';
import { countMatchablePolicies, findRegion, listMatchablePolicies, openPool, searchIndex, searchPolicies } from '@smes/server/testing';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database');
const db = await openPool(url, { poolSize: 2 });
const RUNS = 7;

async function time(run: () => Promise<unknown>): Promise<string> {
  const took: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const at = performance.now();
    await run();
    took.push(performance.now() - at);
  }
  took.sort((a, b) => a - b);
  return `best ${took[0]?.toFixed(1)} ms · median ${took[Math.floor(RUNS / 2)]?.toFixed(1)} ms`;
}

try {
  for (const keyword of ['高新技术企业', '首台套', '企业', '企', '专精特新 研发']) {
    for (const pageNum of [1, 3]) {
      const page = await searchPolicies(db, { keyword, pageNum, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' });
      console.log(`policy search ${keyword} page ${pageNum}: ${page.total}${page.totalCapped ? '+' : ''} hits · ${await time(async () => await searchPolicies(db, { keyword, pageNum, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' }))}`);
    }
  }
  for (const keyword of ['高企', '专精特新', '企业', '企', '鑫']) {
    const result = await searchIndex(db, keyword, { pageNum: 1, pageSize: 10 });
    console.log(`global search ${keyword}: ${result.total}${result.totalCapped ? '+' : ''} hits · ${await time(async () => await searchIndex(db, keyword, { pageNum: 1, pageSize: 10 }))}`);
  }
  const paged = { area: 'policy' as const, pageNum: 5, pageSize: 10 };
  console.log(`global search 企, 政策 page 5: ${await time(async () => await searchIndex(db, '企', paged))}`);
  const hangzhou = await findRegion(db, '330100');
  const lists = {
    'no filter': {},
    'valid, 资金扶持': { validity: 'valid' as const, category: '资金扶持' },
    '杭州市': { region: hangzhou },
    'applicable to 杭州市': { applicableTo: ['100000', '330000', '330100'] },
  };
  for (const [name, filters] of Object.entries(lists)) {
    const query = { pageNum: 1, pageSize: 10, orderBy: 'relevance' as const, isAsc: 'desc' as const, ...filters };
    const page = await searchPolicies(db, query);
    console.log(`policy list (${name}): ${page.total} · ${await time(async () => await searchPolicies(db, query))}`);
  }
  console.log(`matchable policies: ${(await listMatchablePolicies(db)).length} listed · ${await time(async () => await listMatchablePolicies(db))}`);
  console.log(`matchable policies counted: ${await countMatchablePolicies(db)} · ${await time(async () => await countMatchablePolicies(db))}`);
} finally {
  await db.close();
}
