/**
 * Where a request's CPU goes in the server process at 50 connections (issue 32, ADR 118): starts a checkout's server
 * as `npm start` does under `node --cpu-prof`, loads the paths with autocannon (a closed loop), stops the server so
 * that it writes its profile, and prints the server's CPU per request (from /proc) and the profile's samples taken
 * during the load only (not the start), by package or source file and by function, in µs per request.
 *
 *   DATABASE_URL=postgres://… PROFILE_PORT=3424 npx tsx --tsconfig apps/server/tsconfig.json tools/bench/server-profile.ts [checkout]
 *
 * PROFILE_PATHS (comma-separated; the two cheap lists by default), PROFILE_DURATION_S (10), PROFILE_CONNECTIONS (50),
 * LOG_LEVEL (the server's; warn by default, as the other benches run it), PROFILE_OUT (where the .cpuprofile goes),
 * PROFILE_WRITES=1 (a policy retitled every 50 ms meanwhile, as cheap-reads.ts's CHEAP_WRITES), PROFILE_WORDS=policy|global
 * (instead of PROFILE_PATHS: a different word each request, the words and paths province.ts and search-cpu.ts ask, on a
 * server that keeps no answer).
 */
import { mkdtempSync, readFileSync, readdirSync, renameSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { closedLoop, NEW_WORDS_ENV, seedWords, startBenchServer, startPolicyWrites, wordPath } from './bench-server';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database');
const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../..'));
const port = Number(process.env['PROFILE_PORT'] ?? 3424);
const wordsOf = process.env['PROFILE_WORDS'] === 'policy' || process.env['PROFILE_WORDS'] === 'global' ? process.env['PROFILE_WORDS'] : undefined;
if (process.env['PROFILE_WORDS'] && !wordsOf) throw new Error('PROFILE_WORDS must be policy or global');
const paths = wordsOf
  ? await wordPaths(wordsOf)
  : (process.env['PROFILE_PATHS'] ?? '/api/policy/list?pageNum=1&pageSize=10,/api/notice/list?pageNum=1&pageSize=10').split(',');
const DURATION_S = Number(process.env['PROFILE_DURATION_S'] ?? 10);
const CONNECTIONS = Number(process.env['PROFILE_CONNECTIONS'] ?? 50);
async function wordPaths(which: 'policy' | 'global'): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await seedWords(async (sql) => (await client.query<{ word: string; ndoc: number }>(sql)).rows)).map((row) => wordPath(which, row.word));
  } finally {
    await client.end();
  }
}
const dir = mkdtempSync(join(tmpdir(), 'server-profile-'));

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// A loop of words: no answer kept (NEW_WORDS_ENV), each request computed as a new word's is.
const server = await startBenchServer(url, port, { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn', ...(wordsOf ? NEW_WORDS_ENV : {}) }, { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir], checkout: root });
process.on('exit', () => server.exitCode === null && server.kill('SIGKILL'));
server.stdout!.resume();

const base = `http://127.0.0.1:${port}`;
// A loop of words goes on from the warm-up's next word.
const order = { next: 0 };
const run = async (duration: number) => {
  const result = await closedLoop(base, paths, { connections: CONNECTIONS, duration, order });
  return { ...result, requests: Math.max(1, result.requests), p50: result.p50.toFixed(1), p95: result.p95.toFixed(1) };
};
const writes = process.env['PROFILE_WRITES'] === '1' ? await startPolicyWrites(url) : undefined;
// Warm the code (JIT) and the answers first; only the second run is measured and read from the profile.
await run(3);
const cpuBefore = cpuMs(server.pid!);
const from = process.hrtime.bigint() / 1000n;
const measured = await run(DURATION_S);
const to = process.hrtime.bigint() / 1000n;
const serverCpu = cpuMs(server.pid!) - cpuBefore;
const load = loadavg().slice(0, 2).map((value) => value.toFixed(1)).join(' / ');
const written = await writes?.stop();
server.kill('SIGINT');
await new Promise((done) => server.once('exit', done));

const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${dir}`);
const out = process.env['PROFILE_OUT'];
if (out) renameSync(join(dir, file), out);
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
const profile = JSON.parse(readFileSync(out ?? join(dir, file), 'utf8')) as { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] };

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const where = (node: Node): string => {
  const { url: source, functionName } = node.callFrame;
  if (!source) return /^\(/.test(functionName) ? functionName : '(generated code: serializers, validators)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const own = /\/((?:apps|libs|tools)\/.*)$/.exec(source);
  if (own) return own[1]!;
  return source.replace(/^node:internal\//, 'node:').replace(/\/.*$/, '');
};
const label = (node: Node) => `${node.callFrame.functionName || '(anonymous)'} ${where(node)}:${node.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const bySource = new Map<string, number>();
const inclusive = new Map<string, number>();
let t = profile.startTime;
let busy = 0;
for (let i = 0; i < profile.samples.length; i += 1) {
  t += profile.timeDeltas[i]!;
  const dt = profile.timeDeltas[i + 1] ?? 0;
  if (BigInt(Math.round(t)) < from || BigInt(Math.round(t)) > to) continue;
  const node = byId.get(profile.samples[i]!)!;
  if (node.callFrame.functionName === '(idle)') continue;
  busy += dt;
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + dt);
  add(self, label(node));
  add(bySource, where(node));
  const seen = new Set<string>();
  for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
    const name = label(byId.get(id)!);
    if (seen.has(name)) continue;
    seen.add(name);
    add(inclusive, name);
  }
}
const perRequest = (us: number) => (us / measured.requests).toFixed(1);
console.log(`${root} · ${wordsOf ? `${paths.length} words in turn (${wordsOf})` : paths.join(' + ')} · ${CONNECTIONS} connections, ${DURATION_S} s · load ${load}${written === undefined ? '' : ` · ${written} policy writes`}`);
console.log(`${measured.requests} answers (${measured.bad} not 200), ${Math.round(measured.rps)} req/s, p50 ${measured.p50} · p95 ${measured.p95} ms`);
console.log(`server CPU ${serverCpu} ms (/proc) = ${((serverCpu * 1000) / measured.requests).toFixed(0)} µs per request; profiled busy ${(busy / 1000).toFixed(0)} ms = ${perRequest(busy)} µs per request`);
const print = (title: string, map: Map<string, number>, n: number) => {
  console.log(`\n${title} (µs per request, share of busy)`);
  for (const [name, us] of [...map.entries()].filter(([name]) => !/^\((root|program)\)/.test(name) || map === bySource).sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${perRequest(us).padStart(8)}  ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${name}`);
  }
};
print('self time by package or source', bySource, 30);
print('self time by function', self, 40);
print('inclusive time by function', inclusive, Number(process.env['PROFILE_INCLUSIVE'] ?? 60));
