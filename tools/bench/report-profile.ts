/**
 * Where a saved match report's time goes in the server, save by save (issue 32, ADR 136): starts a checkout's server
 * as `start:prod` does (its heap capped, ADR 132) under `node --cpu-prof`, waits for its rule-set warm-up, signs in
 * the demo enterprise, opens the home page's two matches (the chain's evaluation the report reads, ADR 114), then
 * makes REPORT_RUNS (20) saves one at a time (`POST /api/policy-match/report`), noting each one's window on the
 * machine's monotonic clock, which the profile's samples share. After stopping the server it prints, for each save, its
 * time over HTTP and the server's CPU samples in its window by stage — V8's garbage collector, the encoder
 * (`encodeRepeated`), building the report (`buildMatchReport`), the rest of `insertMatchReport`, the answer's
 * serializer (fast-json-stringify's generated code and Ajv), the PostgreSQL client, other JavaScript, V8's own
 * native work — and idle (waiting for the database or the network); then the functions with the most samples over all saves.
 *
 *   DATABASE_URL=postgres://… PROFILE_PORT=3460 npx tsx --tsconfig apps/server/tsconfig.json tools/bench/report-profile.ts [checkout]
 *
 * PROFILE_OUT keeps the .cpuprofile, PROFILE_WINDOWS writes the saves' windows (JSON, µs on the profile's clock); BENCH_PRELOAD=N first makes N searches of different words (the heap then
 * holds what a server that has answered other requests holds, as in province.ts).
 */
import { mkdtempSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import { DEMO_PASSWORD } from '@smes/server/testing';
import { startBenchServer } from './bench-server';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database');
const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../..'));
const port = Number(process.env['PROFILE_PORT'] ?? 3460);
const RUNS = Number(process.env['REPORT_RUNS'] ?? 20);
const PRELOAD = Number(process.env['BENCH_PRELOAD'] ?? 0);
const dir = mkdtempSync(join(tmpdir(), 'report-profile-'));
const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');
const microseconds = () => Number(process.hrtime.bigint() / 1000n);

console.log(`${root}: load average at start ${load()}`);
const server = await startBenchServer(url, port, {}, { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir], checkout: root, settled: true });
process.on('exit', () => server.exitCode === null && server.kill('SIGKILL'));

const base = `http://127.0.0.1:${port}`;
const xsrf = { cookie: `${XSRF_COOKIE_NAME}=bench`, [XSRF_HEADER_NAME]: 'bench' };
const windows: { from: number; to: number; ms: number }[] = [];
try {
  const login = await fetch(`${base}/api/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...xsrf }, body: JSON.stringify({ username: '13800138000', password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error('the demo login failed');
  const auth = { authorization: `Bearer ${token}` };
  for (let index = 0; index < PRELOAD; index += 1) await (await fetch(`${base}/api/search?keyword=${encodeURIComponent(`企业${index}`)}`)).arrayBuffer();
  await Promise.all(['/api/policy-match/recommend', '/api/policy-match/estimate'].map(async (path) => (await fetch(`${base}${path}`, { headers: auth })).arrayBuffer()));
  console.log(`warm; load ${load()}`);
  for (let run = 0; run < RUNS; run += 1) {
    const from = microseconds();
    const response = await fetch(`${base}/api/policy-match/report`, { method: 'POST', headers: { ...auth, ...xsrf } });
    await response.arrayBuffer();
    const to = microseconds();
    if (response.status !== 200) throw new Error(`save: ${response.status}`);
    windows.push({ from, to, ms: (to - from) / 1000 });
  }
  console.log(`saved ${RUNS}; load ${load()}`);
} finally {
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGINT');
  await exited;
}

type Frame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };
const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${dir}`);
if (process.env['PROFILE_OUT']) renameSync(join(dir, file), process.env['PROFILE_OUT']);
const profile = JSON.parse(readFileSync(process.env['PROFILE_OUT'] ?? join(dir, file), 'utf8')) as Profile;
// Each save's window on the profile's clock (µs), for a closer look at one of them.
if (process.env['PROFILE_WINDOWS']) writeFileSync(process.env['PROFILE_WINDOWS'], JSON.stringify(windows));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const STAGES = ['garbage collector', 'encodeRepeated', 'buildMatchReport', 'insertMatchReport (rest)', 'answer serializer', 'pg client', 'other JavaScript', 'program (native, outside JavaScript)', 'idle'] as const;
type Stage = (typeof STAGES)[number];
const stageOf = new Map<number, Stage>();
/** A sample's stage, from the function it was taken in and those below it on the stack. */
const stage = (id: number): Stage => {
  const known = stageOf.get(id);
  if (known) return known;
  const self = byId.get(id)!.callFrame;
  let found: Stage;
  if (self.functionName === '(garbage collector)') found = 'garbage collector';
  else if (self.functionName === '(idle)') found = 'idle';
  else if (self.functionName === '(program)') found = 'program (native, outside JavaScript)';
  else {
    // Of the report's own functions on the stack the encoder counts first, then building, then inserting; then the
    // answer's serialization (Fastify's `serialize` and the generated code under it), then the PostgreSQL client. Work
    // resumed after an `await` has only its own function below it (a microtask), so some of it counts as other.
    const marks = new Set<Stage>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const { functionName, url: source } = byId.get(at)!.callFrame;
      if (functionName === 'encodeRepeated') marks.add('encodeRepeated');
      else if (functionName === 'buildMatchReport') marks.add('buildMatchReport');
      else if (functionName === 'insertMatchReport') marks.add('insertMatchReport (rest)');
      else if (/fast-json-stringify|\/ajv\//.test(source) || (/fastify\/lib\/reply/.test(source) && /serialize/i.test(functionName))) marks.add('answer serializer');
      else if (/node_modules\/pg(-[a-z]+)?\//.test(source)) marks.add('pg client');
    }
    found = STAGES.find((name) => marks.has(name)) ?? 'other JavaScript';
  }
  stageOf.set(id, found);
  return found;
};

const perSave = windows.map(() => new Map<Stage, number>());
const functions = new Map<string, number>();
let at = profile.startTime;
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index] ?? 0;
  // A sample stands for the time until the next one.
  const delta = profile.timeDeltas[index + 1] ?? 0;
  const save = windows.findIndex((window) => at >= window.from && at <= window.to);
  if (save < 0) return;
  const which = stage(id);
  perSave[save]!.set(which, (perSave[save]!.get(which) ?? 0) + delta / 1000);
  if (which !== 'idle') {
    const { functionName, url: source, lineNumber } = byId.get(id)!.callFrame;
    const label = `${functionName || '(anonymous)'} ${source.replace(/^.*\/(node_modules\/)?/, '')}:${lineNumber + 1}`;
    functions.set(label, (functions.get(label) ?? 0) + delta / 1000);
  }
});

console.log(`\n| save | over HTTP | ${STAGES.join(' | ')} |`);
console.log(`|---|---|${STAGES.map(() => '---|').join('')}`);
perSave.forEach((stages, index) => console.log(`| ${index + 1} | ${windows[index]!.ms.toFixed(0)} ms | ${STAGES.map((name) => (stages.get(name) ?? 0).toFixed(0)).join(' | ')} |`));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
console.log(`| median | ${median(windows.map((window) => window.ms)).toFixed(0)} ms | ${STAGES.map((name) => median(perSave.map((stages) => stages.get(name) ?? 0)).toFixed(0)).join(' | ')} |`);
console.log(`\nfunctions with the most samples over the ${RUNS} saves (self time, ms in all):`);
for (const [label, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${ms.toFixed(0).padStart(6)}  ${label}`);
