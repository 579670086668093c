/**
 * Policy search latency on the stand-in (the goal: p95 < 50 ms). Starts the hosts on an ephemeral
 * loopback port with a freshly seeded in-memory database, warms up, then sends a fixed mix of
 * realistic searches one after another over HTTP and reports the latency distribution.
 *
 *   npx tsx --tsconfig apps/server/tsconfig.json tools/bench/policy-search.ts
 */
import { performance } from 'node:perf_hooks';
import { createHosts, createRng } from '@smes/server/testing';

const P95_BUDGET_MS = 50;
const WARM_UP = 60;
const MEASURED = 600;
/** The whole run must finish within this, whatever the machine is doing. */
const DEADLINE_MS = 120_000;

const KEYWORDS = [
  '专精特新',
  '研发',
  '高新技术企业',
  '知识产权',
  '人才',
  '数字化改造',
  '贷款贴息',
  '首台',
  '专利',
  '补助',
  '小微企业',
  '技术改造',
  '创新券',
  '上市',
  '外贸',
  '绿色低碳',
  '融资担保',
  '研发费用加计扣除',
  'PCT',
  '杭州',
];
const REGIONS = ['330000', '330100', '330110', '330200', '320500', '440300'];
const CATEGORIES = ['资金扶持', '税收优惠', '人才支持', '融资服务', '创新支持', '知识产权', '资质认定'];
const ORDERS = ['relevance', 'relevance', 'publish_date', 'views'];

/** A deterministic mix: keyword alone, keyword with one or two filters, filters alone; pages 1–5. */
function benchQueries(count: number): string[] {
  const rng = createRng(2026);
  const queries: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const params = new URLSearchParams();
    if (rng.chance(0.85)) params.set('keyword', rng.pick(KEYWORDS));
    if (rng.chance(0.35)) params.set('regionCode', rng.pick(REGIONS));
    if (rng.chance(0.25)) params.set('category', rng.pick(CATEGORIES));
    if (rng.chance(0.2)) params.set('level', rng.pick(['national', 'provincial', 'municipal', 'district']));
    if (rng.chance(0.15)) params.set('industry', rng.pick(['C', 'I', 'M']));
    if (rng.chance(0.2)) params.set('validity', 'valid');
    if (rng.chance(0.1)) {
      params.set('publishFrom', '2024-01-01');
      params.set('publishTo', '2026-12-31');
    }
    params.set('orderBy', rng.pick(ORDERS));
    params.set('pageNum', String(rng.pick([1, 1, 1, 2, 3, 4, 5])));
    params.set('pageSize', '10');
    queries.push(params.toString());
  }
  return queries;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

async function timed(base: string, query: string, signal: AbortSignal): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/policy/list?${query}`, { signal });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET /api/policy/list?${query} answered ${response.status}`);
  return elapsed;
}

async function main(): Promise<number> {
  const deadline = AbortSignal.timeout(DEADLINE_MS);
  const hosts = await createHosts({ appOrigins: ['http://127.0.0.1:4200'], logger: false });
  try {
    const address = await hosts.portal.listen({ host: '127.0.0.1', port: 0 });
    for (const query of benchQueries(WARM_UP)) await timed(address, query, deadline);
    const latencies: number[] = [];
    for (const query of benchQueries(MEASURED)) latencies.push(await timed(address, query, deadline));
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const format = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      [
        'policy search · GET /api/policy/list over loopback HTTP, sequential',
        `  count ${sorted.length}`,
        `  p50   ${format(percentile(sorted, 50))}`,
        `  p95   ${format(p95)}   (budget ${P95_BUDGET_MS} ms)`,
        `  p99   ${format(percentile(sorted, 99))}`,
        `  max   ${format(sorted.at(-1) ?? Number.NaN)}`,
      ].join('\n'),
    );
    if (!(p95 < P95_BUDGET_MS)) {
      console.error(`p95 ${format(p95)} is over the ${P95_BUDGET_MS} ms budget`);
      return 1;
    }
    return 0;
  } finally {
    await hosts.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
