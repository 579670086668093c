/**
 * 全站搜索 without its answer cache (issue 11: p95 < 50 ms for one query on the seeded corpus): seeds an
 * in-memory database, builds the index, then runs a fixed mix of keywords straight against it — grouped,
 * one area paged, and suggestions — and reports the build time and the latency distribution. The load
 * benchmark (load.ts, 'global search') measures the same calls over HTTP at 50 connections.
 *
 *   npx tsx --tsconfig tools/provider-hosts/tsconfig.json tools/bench/global-search.ts
 */
import { performance } from 'node:perf_hooks';
import { SEARCH_SOURCES } from '../provider-hosts/src/domain/global-search/search-sources';
import { GlobalSearchIndex } from '../provider-hosts/src/domain/global-search/search-index';
import type { SearchAreaCode } from '../provider-hosts/src/domain/global-search/search-index';
import { openSeededDatabase } from '../provider-hosts/src/seeded-database';
import { benchDatabase } from './bench-database';
import { mapInOrder } from '../provider-hosts/src/shared/in-order';

const P95_BUDGET_MS = 50;
const ROUNDS = 20;
const KEYWORDS = ['高企', '专精特新', '研发', '知识产权', '融资', '社保', '培训', '人才', '杭州', '高企 杭州', '数字化', '贷款', '企', '补助 研发费用', '区块链'];
const AREAS: SearchAreaCode[] = ['policy', 'news', 'govService', 'fund', 'product', 'activity'];

const db = await openSeededDatabase(benchDatabase(), () => new Date());
const startBuild = performance.now();
const documents = await mapInOrder(SEARCH_SOURCES, async (source) => ({ area: source.area, documents: await source.documents(db) }));
const read = performance.now() - startBuild;
const index = new GlobalSearchIndex(documents);
const build = performance.now() - startBuild;

const timings: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  KEYWORDS.forEach((keyword, position) => {
    const calls = [
      () => index.search(keyword, { pageNum: 1, pageSize: 10 }),
      () => index.search(keyword, { area: AREAS[position % AREAS.length], pageNum: (round % 3) + 1, pageSize: 10 }),
      () => index.suggest(keyword),
    ];
    for (const call of calls) {
      const start = performance.now();
      call();
      timings.push(performance.now() - start);
    }
  });
}
timings.sort((a, b) => a - b);
const at = (p: number) => timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(`global search, in process, no answer cache: ${index.size} documents in ${index.areas.length} areas`);
console.log(`index: read ${ms(read)}, built ${ms(build)} in all`);
console.log(`${timings.length} calls: p50 ${ms(at(50))} · p95 ${ms(at(95))} · p99 ${ms(at(99))} · max ${ms(timings.at(-1) ?? Number.NaN)} (budget p95 ≤ ${P95_BUDGET_MS} ms)`);
await db.close();
process.exitCode = at(95) <= P95_BUDGET_MS ? 0 : 1;
