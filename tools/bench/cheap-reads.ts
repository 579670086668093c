/**
 * Where a cheap read's time goes at 50 connections (issue 32), on the PostgreSQL database DATABASE_URL names (the
 * province of province-dataset.ts): starts one server as `npm start` does, loads each path with autocannon (a closed
 * loop: its p95 is about connections ÷ throughput) and prints latency, throughput and the CPU each request cost the
 * server process and the database's PostgreSQL backends (from /proc), `/healthz` first as the machine's ceiling; from
 * the moment the server has warmed its parsed rule sets (ADR 114), which it does after listening.
 * CHEAP_WRITES=1 retitles a policy every 50 ms meanwhile (a write to a searched table, as province.ts does) and prints
 * how far each change counter moved per write (`search_changes`, migration 0027; each table's, 0032, where the
 * database has them: a kept answer is refused by a move of the counters of the tables it reads);
 * CHEAP_PORT moves the server's port; CHEAP_CHECKOUT names another checkout whose server to start (main's, to compare
 * it with this one's in turns through the same script); CHEAP_PATHS (comma-separated) replaces the paths.
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/cheap-reads.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBenchServer, startPolicyWrites } from './bench-server';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database (tools/bench/province-dataset.ts)');
const database = new URL(url).pathname.slice(1);
const CONNECTIONS = (process.env['CHEAP_CONNECTIONS'] ?? '1,50').split(',').map(Number);
const DURATION_S = Number(process.env['CHEAP_DURATION_S'] ?? 6);
const DEFAULT_PATHS = [
  '/healthz',
  '/api/notice/list?pageNum=1&pageSize=10',
  '/api/policy/list?pageNum=1&pageSize=10',
  // A list bound to a place, as a signed-in enterprise's opens.
  '/api/policy/list?pageNum=1&pageSize=10&regionCode=330100',
];
const PATHS = process.env['CHEAP_PATHS']?.split(',') ?? DEFAULT_PATHS;
const checkout = process.env['CHEAP_CHECKOUT'] ? resolve(process.env['CHEAP_CHECKOUT']) : undefined;
const port = Number(process.env['CHEAP_PORT'] ?? 3100 + 60 + 30);

/** CPU milliseconds a process has used. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU milliseconds of each PostgreSQL backend connected to the database, by process id. */
function postgresMs(): Map<number, number> {
  const pids = execFileSync('pgrep', ['-f', `postgres: \\S+ ${database} `], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      used.set(pid, cpuMs(pid));
    } catch {
      // a backend that ended meanwhile
    }
  }
  return used;
}

/**
 * What the backends spent between two readings: each one's growth, a backend that started meanwhile all of its time.
 * A backend that ended meanwhile is not counted (its last part is lost, never subtracted: the sum was negative once
 * when one ended between the readings).
 */
function postgresSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, used] of after) spent += Math.max(0, used - (before.get(pid) ?? 0));
  return spent;
}

/** The change counters the database has: 0027's `search_changes`, and each table's of 0032 (`table_changes`). */
async function changeCounters(): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = async (name: string) => (await client.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [name])).rows[0]?.found === true;
    const counters: Record<string, number> = {};
    if (await exists('search_changes')) {
      counters['search_changes'] = Number((await client.query<{ value: string }>('SELECT last_value AS value FROM search_changes')).rows[0]?.value);
    }
    if (await exists('table_changes')) {
      for (const row of (await client.query<{ table_name: string; version: string }>('SELECT table_name, version FROM table_changes')).rows) {
        counters[row.table_name] = Number(row.version.replace('-', ''));
      }
    }
    return counters;
  } finally {
    await client.end();
  }
}

// Measured once the server has warmed its parsed rule sets (seconds of CPU after listening, ADR 114), not beside it.
const server = await startBenchServer(url, port, {}, { settled: true, ...(checkout ? { checkout } : {}) });
process.on('exit', () => server.exitCode === null && server.kill('SIGKILL'));

const countersBefore = process.env['CHEAP_WRITES'] === '1' ? await changeCounters() : undefined;
const writes = countersBefore ? await startPolicyWrites(url) : undefined;

const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
console.log(`${checkout ?? 'this checkout'}${writes ? ', a policy retitled every 50 ms' : ''} · load ${load()}`);
console.log('| path | connections | p50 · p95 · p97.5 · p99 | req/s | CPU per request: server / PostgreSQL | load |\n|---|---|---|---|---|---|');
for (const path of PATHS) {
  for (const connections of CONNECTIONS) {
    const serverBefore = cpuMs(server.pid!);
    const postgresBefore = postgresMs();
    const latencies: number[] = [];
    let notOk = 0;
    const instance = autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration: DURATION_S });
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time);
      if (status !== 200) notOk += 1;
    });
    const result = await instance;
    latencies.sort((a, b) => a - b);
    const at = (p: number) => `${(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? Number.NaN).toFixed(0)}`;
    const requests = Math.max(1, latencies.length);
    const perRequest = (before: number, after: number) => `${((after - before) / requests).toFixed(2)} ms`;
    console.log(
      `| ${path} | ${connections} | ${at(50)} · ${at(95)} · ${at(97.5)} · ${at(99)} ms | ${Math.round(result.requests.average)}${notOk + result.errors + result.timeouts ? ` (${notOk + result.errors + result.timeouts} failed)` : ''} | ` +
        `${perRequest(serverBefore, cpuMs(server.pid!))} / ${perRequest(0, postgresSpent(postgresBefore, postgresMs()))} | ${load()} |`,
    );
  }
}
const written = await writes?.stop();
if (written !== undefined && countersBefore) {
  const after = await changeCounters();
  const moved = Object.entries(after).map(([name, value]) => `${name} ${((value - (countersBefore[name] ?? value)) / Math.max(1, written)).toFixed(2)}`);
  console.log(`\n${written} policy writes during the runs; change counters moved per write: ${moved.join(', ')}`);
}
const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
console.log(metrics.split('\n').filter((line) => /^(portal_db_pool_connections|nodejs_eventloop_lag_p99_seconds)/.test(line)).join('\n'));
server.kill('SIGINT');
await new Promise((done) => server.once('exit', done));
