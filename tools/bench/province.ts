/**
 * The server at a province's size, on the PostgreSQL database DATABASE_URL names (filled by
 * province-dataset.ts): starts the server as `npm start` does (apps/server/src/main.ts, its own process),
 * and prints a table of what a user meets — start time and resident memory, policy search (a common and a rare
 * term), the global search and a cheap list at 50 concurrent connections, one enterprise's recommendations and
 * estimate — with the goals beside them. Figures, not a gate: a shared 2-core machine makes them noisy. The rows of a
 * different word each request ask a second server, started for them, that keeps no search's answer (ADR 139).
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/province.ts
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import { DEMO_PASSWORD } from '@smes/server/testing';
import { closedLoop, NEW_WORDS_ENV, percentile, seedWords, startBenchServer, startPolicyWrites, wordPath } from './bench-server';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database (tools/bench/province-dataset.ts)');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env['PROVINCE_DURATION_S'] ?? 10);
const root = resolve(import.meta.dirname, '../..');
// PROVINCE_PORT: the portal's port (the SSO host's is the next one); else one picked in 3150–3189, the SSO host 100 on.
const port = Number(process.env['PROVINCE_PORT'] ?? 3100 + 50 + Math.floor(Math.random() * 40));
const ssoPort = process.env['PROVINCE_PORT'] ? port + 1 : port + 100;

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((item) => item.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
}

const load = (base: string, paths: readonly string[]) => closedLoop(base, paths, { connections: CONNECTIONS, duration: DURATION_S });

async function timed(target: string): Promise<number> {
  const at = performance.now();
  const response = await fetch(target);
  await response.arrayBuffer();
  return performance.now() - at;
}

/** Waits until a cheap read answers within a second again (at most 5 minutes). */
async function drained(base: string): Promise<void> {
  for (let waited = 0; waited < 300; waited += 1) {
    if ((await timed(`${base}/api/notice/list?pageNum=1&pageSize=1`)) < 1000) return;
    await new Promise((done) => setTimeout(done, 1000));
  }
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const sizes = (
  await client.query<{ ledgers: string; policies: string; size: string }>(
    'SELECT (SELECT COUNT(*) FROM ledgers) AS ledgers, (SELECT COUNT(*) FROM policies) AS policies, pg_size_pretty(pg_database_size(current_database())) AS size',
  )
).rows[0]!;
// Words people could type, in turn (ADR 99 keeps answers while nothing searched has changed, so a run that asks the
// same few terms measures memory; these rows ask a server that keeps none): the seeded policies' own words of two
// characters or more, from every document frequency, in a fixed order.
const seed = await seedWords(async (sql) => (await client.query<{ word: string; ndoc: number }>(sql)).rows);
const words = seed.map((item) => item.word);
// The same words split by how common they are: in 2% or more of the seed's 540 policies (the generated policies
// recombine the seed's, so such a word has about a thousand hits or more at a province), or in fewer. Each row asks
// its own words.
const commonWords = seed.filter((item) => item.ndoc >= 11).map((item) => item.word);
const rareWords = seed.filter((item) => item.ndoc < 11).map((item) => item.word);
await client.end();

// BENCH_SERVER_ROOT: another checkout's server on the same database (a before/after comparison — one older than ADR 139
// ignores ANSWER_MAX_AGE_MS, so its word rows keep answers).
const checkout = process.env['BENCH_SERVER_ROOT'] ?? root;
const servers: ChildProcess[] = [];
const stop = () => {
  for (const child of servers) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stop);
const rows: string[][] = [];
// PROVINCE_ROWS: a pattern of the rows to run (a before/after comparison of a few); every row by default.
const wanted = (label: string) => !process.env['PROVINCE_ROWS'] || new RegExp(process.env['PROVINCE_ROWS']).test(label);
const row = (...cells: string[]) => rows.push(cells);
const ms = (value: number) => `${value.toFixed(0)} ms`;
// The load average at the end of a run (1 and 5 minutes): on shared cores a timing says as much about the neighbours.
const loadAverage = () => loadavg().slice(0, 2).map((value) => value.toFixed(1)).join(' / ');
try {
  const started = performance.now();
  const server = await startBenchServer(url, port, {}, { checkout, ssoPort });
  servers.push(server);
  const startMs = performance.now() - started;
  const pid = server.pid!;
  row('server start (process start → listening)', `${(startMs / 1000).toFixed(1)} s`, '≤ 10 s');
  row('RSS after start', `${rssMb(pid)} MB`, '≤ 512 MB');
  const base = `http://127.0.0.1:${port}`;

  const login = await fetch(`${base}/api/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `${XSRF_COOKIE_NAME}=bench`, [XSRF_HEADER_NAME]: 'bench' }, body: JSON.stringify({ username: '13800138000', password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;

  const search = (keyword: string) => [1, 2, 3].map((page) => `/api/policy/list?${new URLSearchParams({ keyword, pageNum: String(page), pageSize: '10', orderBy: 'relevance' })}`);
  // The rows of different words (their fourth value) ask a server of their own, started when the first is run, that
  // keeps no answer (NEW_WORDS_ENV): every request computed as a word not asked within the last second is, however
  // fast the machine goes round the words.
  let newWords: { base: string; pid: number } | undefined;
  for (const [label, paths, goal, wordRow] of [
    ['policy search, common term 高新技术企业 (3 pages)', search('高新技术企业'), 'p95 ≤ 100 ms'],
    ['policy search, rare term 首台套 (3 pages)', search('首台套'), 'p95 ≤ 100 ms'],
    ['policy search, single character 企 (3 pages)', search('企'), 'p95 ≤ 100 ms'],
    ['global search 高企 / 专精特新', ['/api/search?keyword=%E9%AB%98%E4%BC%81', `/api/search?${new URLSearchParams({ keyword: '专精特新' })}`], 'p95 ≤ 100 ms'],
    ['global search, single character 企', [`/api/search?${new URLSearchParams({ keyword: '企' })}`], 'p95 ≤ 100 ms'],
    ['global search, word in nearly every document 企业', [`/api/search?${new URLSearchParams({ keyword: '企业' })}`], 'p95 ≤ 100 ms'],
    [`policy search, ${words.length.toLocaleString('en')} different words in turn (page 1)`, words.map((keyword) => wordPath('policy', keyword)), 'p95 ≤ 100 ms', true],
    [`global search, the same ${words.length.toLocaleString('en')} words in turn`, words.map((keyword) => wordPath('global', keyword)), 'p95 ≤ 100 ms', true],
    [`global search, ${commonWords.length.toLocaleString('en')} common words in turn (in 2%+ of the seed's policies)`, commonWords.map((keyword) => wordPath('global', keyword)), 'p95 ≤ 100 ms', true],
    [`global search, ${rareWords.length.toLocaleString('en')} rare words in turn (in under 2% of the seed's policies)`, rareWords.map((keyword) => wordPath('global', keyword)), 'p95 ≤ 100 ms', true],
    ['policy list and notice list (cheap reads)', ['/api/policy/list?pageNum=1&pageSize=10', '/api/notice/list?pageNum=1&pageSize=10'], 'p95 ≤ 20 ms'],
  ] as const satisfies readonly (readonly [string, readonly string[], string, boolean?])[]) {
    if (!wanted(label)) continue;
    // One request alone first (the work itself), once the previous run's abandoned requests have drained: the
    // server goes on answering requests the load tool gave up on, and a run behind that queue says little.
    if (wordRow && !newWords) {
      // Once it has parsed its rule sets (seconds of CPU at start, ADR 114), and after 3 s of the words to warm it.
      const wordServer = await startBenchServer(url, port + 2, { ...NEW_WORDS_ENV }, { checkout, settled: true, ssoPort: ssoPort + 2 });
      servers.push(wordServer);
      newWords = { base: `http://127.0.0.1:${port + 2}`, pid: wordServer.pid! };
      await closedLoop(newWords.base, paths, { connections: CONNECTIONS, duration: 3 });
    }
    const target = wordRow ? newWords!.base : base;
    await drained(target);
    const alone = await timed(`${target}${paths[0]}`);
    const result = await load(target, paths);
    row(`${label}, ${CONNECTIONS} connections`, `alone ${ms(alone)} · p50 ${ms(result.p50)} · p95 ${ms(result.p95)} · ${Math.round(result.rps)} req/s${result.bad ? ` · ${result.bad} failed` : ''} · load ${loadAverage()}`, goal);
  }
  await drained(base);
  if (wanted('cheap reads while policy writes go on')) {
    // Writes to searched tables go on (a policy retitled every 50 ms, queued for the search index by its trigger)
    // while the cheap reads run.
    const writing = await startPolicyWrites(url);
    const result = await load(base, ['/api/policy/list?pageNum=1&pageSize=10', '/api/notice/list?pageNum=1&pageSize=10']);
    const writes = await writing.stop();
    row(`cheap reads while ${writes} policy writes go on, ${CONNECTIONS} connections`, `p50 ${ms(result.p50)} · p95 ${ms(result.p95)} · ${Math.round(result.rps)} req/s${result.bad ? ` · ${result.bad} failed` : ''}`, 'p95 ≤ 20 ms');
  }
  if (!wanted('one enterprise’s match')) {
    // not asked for
  } else if (token) {
    for (const [label, path, goal] of [
      ['one enterprise’s recommendations (匹配推荐)', '/api/policy-match/recommend', '≤ 300 ms'],
      ['one enterprise’s estimate (资金测算)', '/api/policy-match/estimate', '≤ 300 ms'],
      ['one enterprise’s match report, saved (智能匹配报告)', '/api/policy-match/report', '≤ 300 ms'],
    ] as const) {
      const times: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const at = performance.now();
        const write = path.endsWith('/report');
        const response = await fetch(`${base}${path}`, {
          method: write ? 'POST' : 'GET',
          headers: { authorization: `Bearer ${token}`, ...(write ? { cookie: `${XSRF_COOKIE_NAME}=bench`, [XSRF_HEADER_NAME]: 'bench' } : {}) },
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        times.push(performance.now() - at);
      }
      times.sort((a, b) => a - b);
      row(`${label}, one at a time`, `p50 ${ms(percentile(times, 50))} · max ${ms(times.at(-1)!)}`, goal);
    }
  } else {
    row('one enterprise’s recommendations and estimate', 'not measured: the demo login failed', '≤ 300 ms');
  }
  row('RSS after the runs', `${rssMb(pid)} MB${newWords ? ` (the server of the different words: ${rssMb(newWords.pid)} MB)` : ''}`, '≤ 512 MB');
  // What the RSS holds, from the server's own /metrics (prom-client's process metrics): live JavaScript objects, the
  // heap V8 has reserved for them (garbage not yet collected included), and memory outside the heap (Buffers).
  const metrics = await (await fetch(`${base}/metrics`)).text();
  const metric = (name: string) => Number(metrics.match(new RegExp(`^${name} (\\S+)`, 'm'))?.[1] ?? Number.NaN) / 1024 / 1024;
  row('of which: V8 heap used / reserved, outside the heap', `${metric('nodejs_heap_size_used_bytes').toFixed(0)} / ${metric('nodejs_heap_size_total_bytes').toFixed(0)} MB, ${metric('nodejs_external_memory_bytes').toFixed(0)} MB`, '—');
} finally {
  stop();
}

console.log(`\nprovince dataset: ${Number(sizes.ledgers).toLocaleString('en')} ledgers, ${Number(sizes.policies).toLocaleString('en')} policies, ${sizes.size} · ${DURATION_S} s per load run\n`);
console.log('| what | measured | goal |');
console.log('|---|---|---|');
for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
