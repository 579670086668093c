/**
 * A cheap read while anonymous work floods the host. The hosts run in their own process
 * (serve-hosts.ts); two connections read the policy list, first alone, then while
 *   - 5 connections post registrations for a phone already taken (FLOOD_FREE_EVERY=n makes every n-th a free
 *     one), from ever other loopback addresses (127.0.0.0/8 is all loopback), so the per-address limit does not
 *     hide what each one costs;
 *   - 10 connections post 10 MiB multipart bodies without a login, half to login (which takes none), half to an
 *     upload operation, each at 2 MiB/s (an uplink's speed, not loopback's) until the host answers.
 * Prints the read's latency percentiles for both phases, what the floods got, and the host's resident memory;
 * exits 1 when the read's p95 under the flood is over twice its p95 alone (and more than 5 ms over it).
 * Not part of `test`: timings belong to a quiet machine, not to CI.
 *
 *   npx tsx --tsconfig apps/server/tsconfig.json tools/bench/flood.ts     (or npm run bench:flood)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { Agent, request } from 'node:http';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';

const PHASE_S = Number(process.env['FLOOD_PHASE_S'] ?? 10);
const READERS = 2;
const REGISTRATION_CONNECTIONS = 5;
/** Every how many registrations of a connection one is for a free phone; 0 (the default) for taken phones only. */
const FREE_EVERY = Number(process.env['FLOOD_FREE_EVERY'] ?? 0);
const MULTIPART_CONNECTIONS = 10;
const MULTIPART_BYTES = 10 * 1024 * 1024;
/** Each multipart connection's upload speed (FLOOD_UPLOAD_MIB_S, 2 MiB/s by default: 10 connections fill 160 Mbit/s). */
const UPLOAD_BYTES_PER_S = Number(process.env['FLOOD_UPLOAD_MIB_S'] ?? 2) * 1024 * 1024;
const READ_PATH = '/api/policy/list?pageNum=1&pageSize=10';
const root = resolve(import.meta.dirname, '../..');

/** The client's own double-submit value: both hosts refuse unsafe calls without a cookie echoed in the header. */
const XSRF = 'flood-bench';
const XSRF_HEADERS = { cookie: `${XSRF_COOKIE_NAME}=${XSRF}`, [XSRF_HEADER_NAME]: XSRF };

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

type Answer = { status: number; sent: number };
type LoopDelay = { p50: number; p99: number; max: number; busy: number };

/** One request; a body given as a size is streamed in 64 KiB chunks until the host answers or it is all sent. */
function send(base: URL, options: { method: string; path: string; headers?: Record<string, string>; body?: string | number; agent?: Agent; localAddress?: string }): Promise<Answer> {
  return new Promise((done) => {
    let sent = 0;
    let answered = false;
    const finish = (status: number) => {
      if (answered) return;
      answered = true;
      // An attacker stops at the answer; a body left half-sent would hold the socket open on both sides.
      if (!req.writableEnded) req.destroy();
      done({ status, sent });
    };
    const req = request(
      { host: base.hostname, port: base.port, method: options.method, path: options.path, headers: options.headers, agent: options.agent ?? false, localAddress: options.localAddress },
      (res) => {
        res.resume();
        res.on('end', () => finish(res.statusCode ?? 0));
        res.on('error', () => finish(res.statusCode ?? 0));
      },
    );
    req.on('error', () => finish(0));
    if (typeof options.body === 'string') {
      sent = Buffer.byteLength(options.body);
      req.end(options.body);
      return;
    }
    const total = options.body ?? 0;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const started = performance.now();
    const pump = () => {
      while (!answered && sent < total) {
        // No faster than an uplink would carry it: what loopback takes in a millisecond a network takes in seconds.
        const due = (sent / UPLOAD_BYTES_PER_S) * 1000 - (performance.now() - started);
        if (due > 0) {
          setTimeout(pump, due);
          return;
        }
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** Runs `once` on `connections` loops until `until`; answers what each call answered. */
async function loops<T>(connections: number, until: number, once: (loop: number, round: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  await Promise.all(
    Array.from({ length: connections }, async (_unused, loop) => {
      for (let round = 0; Date.now() < until; round += 1) results.push(await once(loop, round));
    }),
  );
  return results;
}

async function readLatencies(base: URL, until: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: READERS });
  const latencies = await loops(READERS, until, async () => {
    const started = performance.now();
    const { status } = await send(base, { method: 'GET', path: READ_PATH, agent });
    if (status !== 200) throw new Error(`the read answered ${status}`);
    return performance.now() - started;
  });
  agent.destroy();
  return latencies.sort((a, b) => a - b);
}

let phones = 0;
function registration(base: URL, loop: number, round: number): Promise<Answer> {
  phones += 1;
  // A phone the seed already has (the attack), or every FLOOD_FREE_EVERY-th a free one (a registration: one hash);
  // every tenth request from another loopback address.
  const phone = FREE_EVERY > 0 && round % FREE_EVERY === FREE_EVERY - 1 ? `1360000${String(phones).padStart(4, '0')}` : '13800138000';
  const address = `127.0.${1 + Math.floor(phones / 2500)}.${2 + (Math.floor(phones / 10) % 250)}`;
  const body = JSON.stringify({ phone, password: 'Secret@123', enterpriseName: '丽水青田石雕有限公司' });
  void loop;
  return send(base, { method: 'POST', path: '/api/v1/user/register', headers: { 'content-type': 'application/json', ...XSRF_HEADERS }, body, localAddress: address });
}

const BOUNDARY = '----flood';
function multipart(base: URL, loop: number): Promise<Answer> {
  const path = loop % 2 === 0 ? '/api/v1/user/login' : '/api/application/1/materials/m1/file';
  return send(base, { method: 'POST', path, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...XSRF_HEADERS }, body: MULTIPART_BYTES });
}

/** CPU seconds the process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function residentMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((text) => text.startsWith('VmRSS:'));
  return Math.round(Number(/(\d+)/.exec(line ?? '')?.[1] ?? Number.NaN) / 1024);
}

function tally(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status === 0 ? 'reset' : status}×${count}`).join(', ');
}

/** The floods run in a process of their own, so their sending does not slow the reader that measures. */
async function floodProcess(base: URL, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  const only = process.env['FLOOD_ONLY'];
  const [registrations, uploads] = await Promise.all([
    only === 'multipart' ? [] : loops(REGISTRATION_CONNECTIONS, until, (loop, round) => registration(base, loop, round)),
    only === 'registration' ? [] : loops(MULTIPART_CONNECTIONS, until, (loop) => multipart(base, loop)),
  ]);
  const meanSent = uploads.reduce((sum, answer) => sum + answer.sent, 0) / Math.max(1, uploads.length);
  console.log(`registrations (${REGISTRATION_CONNECTIONS} connections): ${registrations.length} · ${tally(registrations)}`);
  console.log(
    `anonymous 10 MiB multipart posts (${MULTIPART_CONNECTIONS} connections): ${uploads.length} · ${tally(uploads)} · ${(meanSent / 1024).toFixed(0)} KiB written on average before the answer`,
  );
}

/**
 * On a machine of few cores the flood's own client work would take the host's core and the figure would measure
 * the client, not the host. So the host gets a core of its own (the first) and the flooding process runs on the
 * others at the lowest priority, below the reads; FLOOD_PIN=0 turns this off (e.g. where taskset is missing).
 */
const PIN = process.env['FLOOD_PIN'] !== '0' && process.platform === 'linux' && cpus().length >= 2 && existsSync('/usr/bin/taskset');
const HOST_CPU = '0';
const OTHER_CPUS = cpus().length === 2 ? '1' : `1-${cpus().length - 1}`;

function startProcess(args: string[], placement: 'host' | 'flood') {
  const node = [process.execPath, '--import', 'tsx', ...args];
  const command = !PIN ? node : placement === 'host' ? ['/usr/bin/taskset', '-c', HOST_CPU, ...node] : ['/usr/bin/taskset', '-c', OTHER_CPUS, 'nice', '-n', '19', ...node];
  return spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function measure(): Promise<void> {
  const server = startProcess(['tools/bench/serve-hosts.ts'], 'host');
  // The reads run here, beside the flood but ahead of it; the host's core is its own.
  if (PIN) spawnSync('/usr/bin/taskset', ['-apc', OTHER_CPUS, String(process.pid)], { stdio: 'ignore' });
  const stop = () => server.exitCode === null && server.kill('SIGTERM');
  process.on('exit', stop);
  try {
    const reader = createInterface({ input: server.stdout! });
    const nextLine = () =>
      new Promise<string>((done, fail) => {
        reader.once('line', done);
        server.once('exit', (code) => fail(new Error(`the hosts exited with ${code}`)));
        setTimeout(() => fail(new Error('the hosts did not answer within 60 s')), 60_000).unref();
      });
    const line = await nextLine();
    /** How long the host's event loop was held up since the last ask (serve-hosts.ts answers SIGUSR2). */
    const loopDelay = async () => {
      const answer = nextLine();
      server.kill('SIGUSR2');
      return (JSON.parse(await answer) as { loopDelay: LoopDelay }).loopDelay;
    };
    const base = new URL((JSON.parse(line) as { portal: string }).portal);
    const pid = server.pid ?? 0;

    await readLatencies(base, Date.now() + 2000);
    const rssBefore = residentMiB(pid);
    const cpuAtStart = cpuSeconds(pid);
    await loopDelay();
    const alone = await readLatencies(base, Date.now() + PHASE_S * 1000);
    const cpuAlone = cpuSeconds(pid) - cpuAtStart;
    const loopAlone = await loopDelay();

    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, residentMiB(pid))), 200);
    const cpuBeforeFlood = cpuSeconds(pid);
    const flood = startProcess(['tools/bench/flood.ts', '--flood', base.href, String(PHASE_S)], 'flood');
    let report = '';
    flood.stdout!.on('data', (chunk: Buffer) => (report += chunk.toString('utf8')));
    const floodEnded = new Promise((done) => flood.once('exit', done));
    // The floods get a second to reach full strength before the reads are counted.
    await new Promise((done) => setTimeout(done, 1000));
    const flooded = await readLatencies(base, Date.now() + (PHASE_S - 2) * 1000);
    await floodEnded;
    const cpuFlooded = cpuSeconds(pid) - cpuBeforeFlood;
    const loopFlooded = await loopDelay();
    clearInterval(sampler);

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`the policy list (${READERS} connections) alone, then under the floods · ${PHASE_S} s each · loopback${PIN ? ` · host on CPU ${HOST_CPU}, readers and floods (nice 19) on CPU ${OTHER_CPUS}` : ''}\n`);
    console.log('| phase | reads | p50 | p95 | p99 | max |');
    console.log('|---|---|---|---|---|---|');
    for (const [phase, latencies] of [['alone', alone], ['under the floods', flooded]] as const) {
      console.log(`| ${phase} | ${latencies.length} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ${ms(percentile(latencies, 99))} | ${ms(latencies.at(-1) ?? Number.NaN)} |`);
    }
    console.log(`\n${report.trim()}`);
    console.log(`host resident memory: ${rssBefore} MiB before, ${rssPeak} MiB at most under the floods`);
    console.log(`host CPU time: ${cpuAlone.toFixed(1)} s in the ${PHASE_S} s alone, ${cpuFlooded.toFixed(1)} s in the ${PHASE_S} s under the floods`);
    const delay = ({ p50, p99, max, busy }: LoopDelay) => `busy ${busy}%, delay p50 ${p50} ms, p99 ${p99} ms, max ${max} ms`;
    console.log(`host event loop: alone ${delay(loopAlone)}; under the floods ${delay(loopFlooded)}`);

    const before = percentile(alone, 95);
    const during = percentile(flooded, 95);
    if (during > Math.max(2 * before, before + 5)) {
      console.error(`\nthe read's p95 went from ${ms(before)} to ${ms(during)} under the floods`);
      process.exitCode = 1;
    }
  } finally {
    stop();
  }
}

const floodAt = process.argv.indexOf('--flood');
if (floodAt >= 0) await floodProcess(new URL(process.argv[floodAt + 1] ?? ''), Number(process.argv[floodAt + 2] ?? PHASE_S));
else await measure();
