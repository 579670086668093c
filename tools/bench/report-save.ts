/**
 * A saved match report at a province, as the user meets it (issue 32, ADR 121): starts a checkout's server as
 * `npm start` does on the database DATABASE_URL names, waits for its rule-set warm-up, signs in the demo enterprise,
 * opens the home page's two matches once (so the chain's evaluation is made, as on the site), then times one at a
 * time REPORT_RUNS (10) × 智能匹配报告 (`POST /api/policy-match/report`), the last report's 报告详情
 * (`GET /api/enterprise/reports/{id}`) and 我的报告 (the list, 10 a page), with the answers' sizes, what the last
 * report takes in the database and the server's RSS after. A server that answers a report a page at a time (ADR 122)
 * is also timed on REPORT_RUNS × one page (`GET /api/enterprise/reports/{id}/matches`, the largest category's second
 * page of 50, what 显示更多 asks for) and its rows in `report_matches` count in what is stored, as do the texts a server
 * of ADR 125 writes once per report (`reports.match_texts`). What a report takes on disk is also measured as the
 * growth of `pg_total_relation_size` of `reports` and `report_matches` (with their TOAST and indexes) over the saves,
 * divided by their number. RSS is read after the saves and again at the end. For before/after comparisons run it in turns with
 * BENCH_SERVER_ROOT naming each checkout (each on its own copy of the province when their migrations differ).
 *
 *   DATABASE_URL=postgres://… PROVINCE_PORT=3484 BENCH_SERVER_ROOT=/work/main \
 *     npx tsx --tsconfig apps/server/tsconfig.json tools/bench/report-save.ts
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import { DEMO_PASSWORD } from '@smes/server/testing';
import { SERVER_ENTRY, serverNodeArgs } from '@smes/nginx';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database');
const RUNS = Number(process.env['REPORT_RUNS'] ?? 10);
const CONCURRENCY = Number(process.env['REPORT_CONCURRENCY'] ?? 1);
const port = Number(process.env['PROVINCE_PORT'] ?? 3484);
const root = process.env['BENCH_SERVER_ROOT'] ?? resolve(import.meta.dirname, '../..');
const label = process.env['BENCH_LABEL'] ?? root;
const WARM_CAP_MS = 240_000;

const loadAverage = () => loadavg().map((value) => value.toFixed(1)).join(' / ');
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((item) => item.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
};
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const summary = (values: readonly number[]) => `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

console.log(`${label}: load average at start ${loadAverage()}`);
const started = performance.now();
const server = spawn(process.execPath, [...(process.env['BENCH_NODE_ARGS']?.split(' ').filter(Boolean) ?? []), ...serverNodeArgs(), SERVER_ENTRY], {
  cwd: root,
  env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json', DATABASE_URL: url, PORTAL_API_PORT: String(port), SSO_PORT: String(port + 1), LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stop);
let output = '';
const seen = (text: string) => output.includes(text);
server.stdout!.on('data', (chunk: Buffer) => {
  // Only what the waits below look for is kept: request logs are many.
  const text = chunk.toString();
  if (text.includes('Portal API') || text.includes('rule sets warmed') || text.includes('warming the parsed rule sets failed')) output += text;
});
const until = async (what: () => boolean, capMs: number) => {
  for (const at = performance.now(); !what() && performance.now() - at < capMs; ) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((done) => setTimeout(done, 100));
  }
};

try {
  await until(() => seen('Portal API'), 600_000);
  const listening = performance.now() - started;
  await until(() => seen('rule sets warmed') || seen('warming the parsed rule sets failed'), WARM_CAP_MS);
  console.log(`listening after ${(listening / 1000).toFixed(1)} s, warm after ${((performance.now() - started) / 1000).toFixed(1)} s; load ${loadAverage()}`);
  const base = `http://127.0.0.1:${port}`;
  const xsrf = { cookie: `${XSRF_COOKIE_NAME}=bench`, [XSRF_HEADER_NAME]: 'bench' };
  const login = await fetch(`${base}/api/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...xsrf }, body: JSON.stringify({ username: '13800138000', password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error('the demo login failed');
  const auth = { authorization: `Bearer ${token}` };
  const timed = async (path: string, method: 'GET' | 'POST' = 'GET') => {
    const at = performance.now();
    const response = await fetch(`${base}${path}`, { method, headers: method === 'POST' ? { ...auth, ...xsrf } : auth });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
    return { ms: performance.now() - at, text };
  };
  // The home page's two calls at once, as the browser makes them: the chain's evaluation the report reads (ADR 114).
  await Promise.all([timed('/api/policy-match/recommend'), timed('/api/policy-match/estimate')]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const paged = (await client.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'report_matches'")).rows.length > 0;
  const texts = (await client.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'reports' AND column_name = 'match_texts'")).rows.length > 0;
  const onDisk = async () =>
    Number((await client.query<{ bytes: string }>(`SELECT pg_total_relation_size('reports')${paged ? " + pg_total_relation_size('report_matches')" : ''} AS bytes`)).rows[0]!.bytes);
  const diskBefore = await onDisk();

  const saves: number[] = [];
  let last = { ms: 0, text: '' };
  for (let run = 0; run < RUNS; run += 1) {
    // REPORT_CONCURRENCY saves at once (1 by default): what the server holds while many are built together.
    const together = await Promise.all(Array.from({ length: CONCURRENCY }, () => timed('/api/policy-match/report', 'POST')));
    last = together.at(-1)!;
    saves.push(...together.map((save) => save.ms));
  }
  const rssAfterSaves = rssMb(server.pid!);
  const diskPerReport = ((await onDisk()) - diskBefore) / (RUNS * CONCURRENCY);
  const id = (JSON.parse(last.text) as { data: { id: number } }).data.id;
  const details: number[] = [];
  let detail = { ms: 0, text: '' };
  for (let run = 0; run < RUNS; run += 1) {
    detail = await timed(`/api/enterprise/reports/${id}`);
    details.push(detail.ms);
  }
  // A page of the largest category, where the server answers by pages (ADR 122); main answers the whole report.
  const categories = (JSON.parse(detail.text) as { data: { match: { categories?: { category: string; total: number }[] } } }).data.match.categories;
  const largest = categories?.reduce((a, b) => (b.total > a.total ? b : a));
  const pages: number[] = [];
  let page = { ms: 0, text: '' };
  if (largest && largest.total > 50) {
    for (let run = 0; run < RUNS; run += 1) {
      page = await timed(`/api/enterprise/reports/${id}/matches?category=${encodeURIComponent(largest.category)}&pageNum=2&pageSize=50`);
      pages.push(page.ms);
    }
  }
  const lists: number[] = [];
  let list = { ms: 0, text: '' };
  for (let run = 0; run < RUNS; run += 1) {
    list = await timed('/api/enterprise/reports?pageNum=1&pageSize=10');
    lists.push(list.ms);
  }
  const rss = rssMb(server.pid!);
  const ownTexts = (what: string) => (texts ? ` + COALESCE(${what}(match_texts), 0)` : '');
  const stored = (
    await client.query<{ chars: number; bytes: number; toasted: number }>(
      `SELECT char_length(payload)${ownTexts('char_length')}${paged ? ' + (SELECT COALESCE(SUM(char_length(payload)), 0) FROM report_matches WHERE report_id = $1)' : ''} AS chars,
              octet_length(payload)${ownTexts('octet_length')}${paged ? ' + (SELECT COALESCE(SUM(octet_length(payload)), 0) FROM report_matches WHERE report_id = $1)' : ''} AS bytes,
              pg_column_size(payload)${ownTexts('pg_column_size')}${paged ? ' + (SELECT COALESCE(SUM(pg_column_size(payload)), 0) FROM report_matches WHERE report_id = $1)' : ''} AS toasted FROM reports WHERE id = $1`,
      [id],
    )
  ).rows[0]!;
  const matches = (JSON.parse(detail.text) as { data: { match: { matches: unknown[] } } }).data.match.matches.length;
  await client.end();
  const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`;
  console.log(`| ${label} | save ${summary(saves)} · ${kb(last.text)} | detail ${summary(details)} · ${kb(detail.text)} | page ${pages.length > 0 ? `${summary(pages)} · ${kb(page.text)}` : '—'} | list ${summary(lists)} · ${kb(list.text)} | stored ${Number(stored.chars).toLocaleString('en')} chars, ${(Number(stored.bytes) / 1048576).toFixed(2)} MB, ${(Number(stored.toasted) / 1048576).toFixed(2)} MB in its columns, ${(diskPerReport / 1048576).toFixed(2)} MB a report in the tables | ${matches} matches | RSS after saves ${rssAfterSaves} MB, at end ${rss} MB | load ${loadAverage()} |`);
} finally {
  stop();
  await new Promise((done) => (server.exitCode !== null ? done(undefined) : server.once('exit', done)));
}
