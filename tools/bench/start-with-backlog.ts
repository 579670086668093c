/**
 * A server's start on a database whose indexing queues are full (issue 32, ADR 113): the province as generated holds
 * ~50,000 items queued for 全站搜索 and ~51,000 documents for the assistant. Each run copies the stopped cluster
 * `<source>` to `<scratch>` (a start drains the queues, so every run begins from the same state), holds it with
 * hold-postgres.ts, starts the server of `<checkout>` (this worktree or another, e.g. main's) as `npm start` does, and
 * prints the time from spawn to listening (capped at START_CAP_S, default 600), the server's RSS then and the queues
 * left. With WATCH_S > 0 it then watches the background drain for up to that long: a cheap read (the notice list)
 * every second, a global search and an assistant question every 15 s, the backlog from /metrics; it prints their
 * medians and ranges and when the backlog reached 0.
 *
 *   npx tsx --tsconfig apps/server/tsconfig.json tools/bench/start-with-backlog.ts <label> <checkout> <source> <scratch>
 *
 * PORTAL_API_PORT (default 3410) and SSO_PORT (3510) place the server.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import { SERVER_ENTRY, serverNodeArgs } from '@smes/nginx';

const [label, checkout, source, scratch] = process.argv.slice(2);
if (!label || !checkout || !source || !scratch) throw new Error('usage: start-with-backlog.ts <label> <checkout> <source> <scratch>');
const CAP_S = Number(process.env['START_CAP_S'] ?? 600);
const WATCH_S = Number(process.env['WATCH_S'] ?? 0);
const portalPort = Number(process.env['PORTAL_API_PORT'] ?? 3410);
const ssoPort = Number(process.env['SSO_PORT'] ?? 3510);
const root = resolve(import.meta.dirname, '../..');
const XSRF = { cookie: `${XSRF_COOKIE_NAME}=bench`, [XSRF_HEADER_NAME]: 'bench' };

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

rmSync(scratch, { recursive: true, force: true });
execFileSync('cp', ['-a', source, scratch]);
const holder = spawn(process.execPath, ['--import', 'tsx', 'tools/bench/hold-postgres.ts', scratch], {
  cwd: root,
  env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((done, fail) => {
  let output = '';
  holder.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('postgres')) done();
  });
  holder.once('exit', (code) => fail(new Error(`hold-postgres exited with ${code}`)));
});
const url = `postgresql://postgres@localhost/province?host=${encodeURIComponent(resolve(scratch))}`;
const psql = (sql: string) => execFileSync('psql', [url, '-Atc', sql], { encoding: 'utf8' }).trim();
const queues = () => psql('SELECT (SELECT count(*) FROM search_index_queue) || \' / \' || (SELECT count(*) FROM assistant_index_queue)');
console.log(`[${label}] queues at spawn (search / assistant): ${queues()}, load ${load()}`);

const started = performance.now();
const server = spawn(process.execPath, [...serverNodeArgs(), SERVER_ENTRY], {
  cwd: checkout,
  env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json', DATABASE_URL: url, PORTAL_API_PORT: String(portalPort), SSO_PORT: String(ssoPort), LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
let listenedMs: number | null = null;
while (performance.now() - started < CAP_S * 1000 && server.exitCode === null) {
  if (log.includes('Portal API')) {
    listenedMs = performance.now() - started;
    break;
  }
  await sleep(50);
}
const rss = server.exitCode === null ? rssMb(server.pid!).toFixed(0) : '—';
console.log(
  listenedMs === null
    ? `[${label}] did not listen within ${CAP_S} s (RSS ${rss} MB; exit ${server.exitCode}); queues now ${queues()}, load ${load()}`
    : `[${label}] listening after ${(listenedMs / 1000).toFixed(2)} s, RSS ${rss} MB, queues ${queues()}, load ${load()}`,
);

const base = `http://127.0.0.1:${portalPort}`;
async function timed(run: () => Promise<Response>): Promise<{ ms: number; status: number; text: string }> {
  const at = performance.now();
  const response = await run();
  const text = await response.text();
  return { ms: performance.now() - at, status: response.status, text };
}
function summary(name: string, values: number[]): string {
  if (values.length === 0) return `${name}: none`;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `${name}: n=${values.length} median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, range ${sorted[0]!.toFixed(0)}–${sorted.at(-1)!.toFixed(0)} ms`;
}
async function backlog(): Promise<{ search: number; assistant: number } | null> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const read = (queue: string) => Number(new RegExp(`portal_index_backlog_items\\{queue="${queue}"\\} (\\d+)`).exec(text)?.[1] ?? NaN);
  const search = read('search');
  return Number.isNaN(search) ? null : { search, assistant: read('assistant') };
}

if (listenedMs !== null && WATCH_S > 0) {
  const cheap: number[] = [];
  const searches: number[] = [];
  const questions: number[] = [];
  let searchDoneS: number | null = null;
  let lastQuestion = '';
  const watchStart = performance.now();
  let tick = 0;
  while ((performance.now() - watchStart) / 1000 < WATCH_S) {
    cheap.push((await timed(() => fetch(`${base}/api/notice/list?pageNum=1&pageSize=10`))).ms);
    if (tick % 15 === 0) {
      searches.push((await timed(() => fetch(`${base}/api/search?${new URLSearchParams({ keyword: '专精特新' })}`))).ms);
      const asked = await timed(() =>
        fetch(`${base}/api/assistant/ask`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...XSRF },
          body: JSON.stringify({ question: '研发费用加计扣除的申报条件是什么', conversationId: null, context: null }),
        }),
      );
      questions.push(asked.ms);
      lastQuestion = asked.text;
      const left = await backlog();
      const seconds = (performance.now() - started) / 1000;
      console.log(`[${label}] t=${seconds.toFixed(0)} s backlog ${left ? `${left.search} / ${left.assistant}` : '?'}, load ${load()}, RSS ${rssMb(server.pid!).toFixed(0)} MB`);
      if (left && left.search === 0 && searchDoneS === null) searchDoneS = seconds;
      if (left && left.search === 0 && left.assistant === 0) break;
    }
    tick += 1;
    await sleep(1000);
  }
  console.log(`[${label}] ${summary('cheap read (notice list) during drain', cheap)}`);
  console.log(`[${label}] ${summary('global search 专精特新 during drain', searches)}`);
  console.log(`[${label}] ${summary('assistant question (whole stream) during drain', questions)}`);
  console.log(`[${label}] search queue empty after ${searchDoneS === null ? '—' : `${searchDoneS.toFixed(0)} s`}; watched ${((performance.now() - watchStart) / 1000).toFixed(0)} s`);
  const answered = [...lastQuestion.matchAll(/event: delta\ndata: (.*)\n/g)].map((match) => (JSON.parse(match[1]!) as { text: string }).text).join('');
  const note = /另有 \d+ 篇政策文件正在建立索引/.exec(answered)?.[0];
  console.log(`[${label}] last question's backlog note: ${note ?? 'none'}`);
}
const progressLines = log.split('\n').filter((line) => line.includes('index backlog'));
if (progressLines.length > 0) console.log(`[${label}] last progress line: ${progressLines.at(-1)}`);
await stopChild(server);
await stopChild(holder);
rmSync(scratch, { recursive: true, force: true });
