/**
 * The stand-in under load: 50 concurrent connections over loopback HTTP, each scenario bounded
 * in time, against the hosts running in their own process (serve-hosts.ts). Every response's latency is
 * recorded and the exact p95 computed; any non-200 answer fails the run.
 *   - list calls: the portal's list endpoints with their default queries (p95 ≤ 10 ms)
 *   - search: policy full-text search over a fixed mix of Chinese keywords and filters (p95 ≤ 50 ms)
 *   - global search: 全站搜索 over a mix of keywords, grouped and one area paged, and suggestions (p95 ≤ 50 ms)
 *   - detail views: the detail pages that count a view, half of them one popular policy (p95 ≤ 20 ms)
 *
 *   npx tsx --tsconfig apps/server/tsconfig.json tools/bench/load.ts
 *   LOAD_SCENARIO='global search' … runs one scenario only
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 8);
const WARM_UP_S = 2;
const root = resolve(import.meta.dirname, '../..');

const LIST_PATHS = [
  '/api/gDeclaraManage/list?pageNum=1&pageSize=10&orderByColumn=create_time&isAsc=desc',
  '/api/policy/list?pageNum=1&pageSize=10&orderBy=publish_date&isAsc=desc',
  '/api/notice/list?pageNum=1&pageSize=10',
  '/api/interpretation/list?pageNum=1&pageSize=10',
  '/api/announcement/list?pageNum=1&pageSize=10',
  '/api/home/latest',
];
const KEYWORDS = ['专精特新', '研发', '高新技术企业', '知识产权', '人才', '数字化改造', '贷款贴息', '专利', '补助', '小微企业', '技术改造', '绿色低碳', '融资担保', '研发费用加计扣除', '杭州'];
const SEARCH_PATHS = KEYWORDS.flatMap((keyword, index) => {
  const params = new URLSearchParams({ keyword, pageNum: String((index % 3) + 1), pageSize: '10', orderBy: index % 2 ? 'relevance' : 'publish_date' });
  const filtered = new URLSearchParams({ keyword, regionCode: '330000', pageNum: '1', pageSize: '10', orderBy: 'relevance' });
  return [`/api/policy/list?${params}`, `/api/policy/list?${filtered}`];
});
const GLOBAL_KEYWORDS = ['高企', '专精特新', '研发', '知识产权', '融资', '社保', '培训', '人才', '杭州', '高企 杭州', '数字化', '贷款'];
const GLOBAL_AREAS = ['policy', 'news', 'govService', 'fund', 'product', 'activity'];
const GLOBAL_SEARCH_PATHS = GLOBAL_KEYWORDS.flatMap((keyword, index) => [
  `/api/search?${new URLSearchParams({ keyword })}`,
  `/api/search?${new URLSearchParams({ keyword, area: GLOBAL_AREAS[index % GLOBAL_AREAS.length]!, pageNum: String((index % 2) + 1), pageSize: '10' })}`,
  `/api/search/suggest?${new URLSearchParams({ keyword: [...keyword][0]! })}`,
  `/api/search/suggest?${new URLSearchParams({ keyword })}`,
]);
// Each opening of these counts a view (ADR 112); half the requests open one policy, as a policy in the news would be.
const DETAIL_PATHS = [
  ...Array.from({ length: 6 }, () => '/api/policy/1'),
  '/api/policy/2',
  '/api/news/1',
  '/api/notice/1',
  '/api/interpretation/1',
  '/api/announcement/1',
  '/api/gDeclaraManage/1',
];
const SCENARIOS = [
  { name: 'list calls', paths: LIST_PATHS, p95BudgetMs: 10 },
  { name: 'policy search', paths: SEARCH_PATHS, p95BudgetMs: 50 },
  { name: 'global search', paths: GLOBAL_SEARCH_PATHS, p95BudgetMs: 50 },
  { name: 'detail views', paths: DETAIL_PATHS, p95BudgetMs: 20 },
];

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

async function run(base: string, paths: string[], seconds: number) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  return { latencies: latencies.sort((a, b) => a - b), statuses, errors: result.errors + result.timeouts, rps: result.requests.average };
}

const server = spawn(process.execPath, ['--import', 'tsx', 'tools/bench/serve-hosts.ts'], {
  cwd: root,
  env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stop);

try {
  const line = await new Promise<string>((done, fail) => {
    const reader = createInterface({ input: server.stdout! });
    reader.once('line', done);
    server.once('exit', (code) => fail(new Error(`the hosts exited with ${code}`)));
    setTimeout(() => fail(new Error('the hosts did not start within 180 s')), 180_000).unref();
  });
  const { portal } = JSON.parse(line) as { portal: string };
  let failed = false;
  console.log(`stand-in under load · ${CONNECTIONS} connections · ${DURATION_S} s per scenario · loopback\n`);
  console.log('| scenario | requests | req/s | p50 | p95 | p99 | max | p95 budget |');
  console.log('|---|---|---|---|---|---|---|---|');
  const only = process.env.LOAD_SCENARIO;
  for (const scenario of SCENARIOS.filter((item) => !only || item.name === only)) {
    await run(portal, scenario.paths, WARM_UP_S);
    const { latencies, statuses, errors, rps } = await run(portal, scenario.paths, DURATION_S);
    const p95 = percentile(latencies, 95);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `| ${scenario.name} | ${latencies.length} | ${Math.round(rps)} | ${ms(percentile(latencies, 50))} | ${ms(p95)} | ${ms(percentile(latencies, 99))} | ${ms(latencies.at(-1) ?? Number.NaN)} | ${scenario.p95BudgetMs} ms |`,
    );
    const bad = [...statuses.entries()].filter(([status]) => status !== 200);
    if (bad.length > 0 || errors > 0) {
      console.error(`  ${scenario.name}: non-200 answers ${JSON.stringify(Object.fromEntries(bad))}, errors/timeouts ${errors}`);
      failed = true;
    }
    if (!(p95 <= scenario.p95BudgetMs)) {
      console.error(`  ${scenario.name}: p95 ${ms(p95)} is over the ${scenario.p95BudgetMs} ms budget`);
      failed = true;
    }
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  stop();
}
