/**
 * Where the machine's CPU goes while new words are searched at 50 connections (issue 32): starts the server as
 * province.ts does, asks the seeded policies' words in turn (the same words, in the same order) for 3 s to warm it,
 * then for SEARCH_CPU_DURATION_S (10) measured, and prints requests/s and latency with the CPU each request took in
 * the server's main thread, its other threads (the garbage collector's helpers, libuv), PostgreSQL's processes and
 * this process (the load tool), from /proc — on two cores the sum is what bounds the requests a second.
 *
 *   DATABASE_URL=postgres://… SEARCH_PGDATA=<the cluster's folder> npx tsx --tsconfig apps/server/tsconfig.json tools/bench/search-cpu.ts [policy|global]
 *
 * SEARCH_CPU_NODE_ARGS: node options for the server (space-separated, e.g. `--single-threaded-gc`), to compare.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { closedLoop, NEW_WORDS_ENV, seedWords, startBenchServer, wordPath } from './bench-server';

const url = process.env['DATABASE_URL'];
const pgdata = process.env['SEARCH_PGDATA'];
if (!url || !pgdata) throw new Error('DATABASE_URL and SEARCH_PGDATA must name the province database and its cluster folder');
const which = process.argv[2] === 'global' ? 'global' : 'policy';
const port = Number(process.env['PROVINCE_PORT'] ?? 3424);
const DURATION_S = Number(process.env['SEARCH_CPU_DURATION_S'] ?? 10);
const nodeArgs = (process.env['SEARCH_CPU_NODE_ARGS'] ?? '').split(' ').filter((arg) => arg !== '');

const client = new pg.Client({ connectionString: url });
await client.connect();
const words = (await seedWords(async (sql) => (await client.query<{ word: string; ndoc: number }>(sql)).rows)).map((row) => row.word);
await client.end();
const paths = words.map((keyword) => wordPath(which, keyword));

/** CPU ms (user + system) of a process's or thread's /proc stat file. */
function ticks(file: string): number {
  try {
    const fields = readFileSync(file, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

function postgresMs(): number {
  const postmaster = readFileSync(`${pgdata}/postmaster.pid`, 'utf8').split('\n')[0]?.trim();
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      if (fields[1] === postmaster || pid === postmaster) total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

// No answer kept (NEW_WORDS_ENV): each request computed as a new word's is, however fast the words come round.
const server = await startBenchServer(url, port, { ...NEW_WORDS_ENV }, { nodeArgs, settled: true });
process.on('exit', () => server.exitCode === null && server.kill('SIGKILL'));
const pid = server.pid!;
// Where the words are, kept from the warm-up to the measured run (which goes on from the warm-up's next word).
const order = { next: 0 };
const run = (duration: number) => closedLoop(`http://127.0.0.1:${port}`, paths, { duration, order });
await run(3);
const before = { server: ticks(`/proc/${pid}/stat`), main: ticks(`/proc/${pid}/task/${pid}/stat`), postgres: postgresMs(), own: process.cpuUsage() };
const measured = await run(DURATION_S);
const own = process.cpuUsage(before.own);
const server_ = ticks(`/proc/${pid}/stat`) - before.server;
const main = ticks(`/proc/${pid}/task/${pid}/stat`) - before.main;
const postgres = postgresMs() - before.postgres;
server.kill('SIGTERM');
const per = (ms: number) => `${((ms * 1000) / measured.requests).toFixed(0)} µs`;
console.log(`${which} search, ${words.length} words in turn, 50 connections, ${DURATION_S} s${nodeArgs.length > 0 ? ` · server node ${nodeArgs.join(' ')}` : ''} · load ${loadavg().slice(0, 2).map((value) => value.toFixed(1)).join(' / ')}`);
console.log(`${Math.round(measured.rps)} req/s · p50 ${measured.p50.toFixed(0)} ms · p95 ${measured.p95.toFixed(0)} ms`);
console.log(
  `CPU per request: server main thread ${per(main)}, its other threads ${per(server_ - main)}, PostgreSQL ${per(postgres)}, the load tool ${per((own.user + own.system) / 1000)}; total ${per(server_ + postgres + (own.user + own.system) / 1000)}`,
);
