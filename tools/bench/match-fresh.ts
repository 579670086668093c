/**
 * A fresh instance's first 为你推荐 + 资金测算 (the signed-in home page's two calls, made at once as the browser makes
 * them) on the database DATABASE_URL names (a province from province-dataset.ts), in a new process, as an instance
 * meets it after start (ADR 114). Where the checkout has the warm-up (`warmRuleSets`), it runs first, as main.ts
 * starts it once the server listens, while a cheap read (`SELECT 1`) is made every PROBE_MS (25) and timed — what a
 * request meets during the warm-up; its figures are printed beside the same probe on the idle process for the same
 * while. Run it from each checkout (a checkout without the warm-up reports the first match cold), in turns:
 *
 *   (cd /work/main && DATABASE_URL=… npx tsx --tsconfig apps/server/tsconfig.json <this file>)
 *
 * Prints one JSON line.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import * as server from '@smes/server/testing';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database (tools/bench/province-dataset.ts)');
const PROBE_MS = Number(process.env['PROBE_MS'] ?? 25);
const now = new Date('2026-06-15T02:00:00.000Z');
const started = performance.now();
const db = await server.openPool(url, { poolSize: 4 });
const load = loadavg()[0]!.toFixed(1);

/** Times a `SELECT 1` every PROBE_MS until `until` settles: what a cheap request meets meanwhile. */
async function probe(until: Promise<unknown>): Promise<{ reads: number; median: number; max: number }> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const at = performance.now();
    await db.get('SELECT 1 AS one');
    times.push(performance.now() - at);
    await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
  }
  times.sort((a, b) => a - b);
  return { reads: times.length, median: round(times[Math.floor(times.length / 2)] ?? 0), max: round(times.at(-1) ?? 0) };
}

const round = (value: number) => Math.round(value * 10) / 10;

try {
  const demo = (await db.get<{ id: number }>("SELECT id FROM users WHERE phone = '13800138000'"))!;
  const { ledger } = await server.findLedger(db, demo.id);
  const warmRuleSets = (server as { warmRuleSets?: (db: unknown) => Promise<{ parsed: number; bytes: number; ms: number; yields: number }> }).warmRuleSets;
  let warm: unknown = null;
  let during: unknown = null;
  let idle: unknown = null;
  let untilWarm: number | null = null;
  if (warmRuleSets) {
    const warming = warmRuleSets(db);
    during = await probe(warming);
    warm = await warming;
    untilWarm = Math.round(performance.now() - started);
    const warmMs = (warm as { ms: number }).ms;
    idle = await probe(new Promise((resolve) => setTimeout(resolve, warmMs)));
  }
  const at = performance.now();
  await Promise.all([server.recommend(db, ledger, now), server.estimateFor(db, ledger, now)]);
  const firstHome = Math.round(performance.now() - at);
  const again = performance.now();
  await Promise.all([server.recommend(db, ledger, now), server.estimateFor(db, ledger, now)]);
  const secondHome = Math.round(performance.now() - again);
  console.log(JSON.stringify({ load, warmUp: warm, untilWarm, probeDuringWarmUp: during, probeIdle: idle, firstHome, secondHome, heapMB: Math.round(process.memoryUsage().heapUsed / 1024 / 1024) }));
} finally {
  await db.close();
}
