/**
 * Where a saved match report's time goes, in the server's process without HTTP, on the database DATABASE_URL names (a
 * province at migration 0031 or later), for a checkout's server code (REPORT_CHECKOUT, this one by default — another
 * worktree's, e.g. /work/main, to compare in turns with the same script). The process is made to hold what a server
 * holds (every rule set the warm-up parses, ADR 114) and is best run with the server's heap cap (ADR 132):
 *
 *   NODE_OPTIONS=--max-old-space-size=288 DATABASE_URL=postgres://… [REPORT_CHECKOUT=/work/main] \
 *     npx tsx --tsconfig apps/server/tsconfig.json tools/bench/report-stages.ts
 *
 * For the demo enterprise (its chain's evaluation made once first, as the home page makes it) it then makes
 * REPORT_RUNS (20) saves as that checkout's `POST /api/policy-match/report` handler makes them — the report built
 * (`matchReportToSave` where the checkout has it, ADR 136; else `buildMatchReport`), `insertMatchReport`, the answer
 * serialized by fast-json-stringify compiled from the contract's `ReportEnvelope` as the route compiles it — and
 * prints each stage's wall time and the whole save's CPU time (user + system of this process, which the machine's
 * load moves less than the wall time), the time V8's garbage collector took during each save, and apart from the
 * saves the checkout's `encodeRepeated` on the whole report (its policies made beforehand). Then the detail, a page of
 * 50 and the report read whole (the exports). Checks that every saved report reads back as `buildMatchReport` builds
 * it. The reports it saves are deleted at the end.
 */
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import fastJsonStringify from 'fast-json-stringify';
import { bundledContract } from '@smes/contract-types/bundle';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database');
const RUNS = Number(process.env['REPORT_RUNS'] ?? 20);
const checkout = resolve(process.env['REPORT_CHECKOUT'] ?? resolve(import.meta.dirname, '../..'));
const now = new Date();
const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');

type StoredMatchReport = { matches: unknown[]; matchedCount: number };
type Db = { get<T>(sql: string, ...params: unknown[]): Promise<T | undefined>; run(sql: string, ...params: unknown[]): Promise<unknown>; close(): Promise<void> };
type ToSave = { summary: unknown; policyCount: number; policyAt(index: number): unknown };
type Answer = { id: number; match: { categories: { category: string; total: number }[] } };
/** What this script uses of a checkout's `apps/server/src/testing.ts` (its `matchReportToSave` since ADR 136). */
type Server = {
  openPool(url: string, options: { poolSize: number }): Promise<Db>;
  findLedger(db: Db, userId: number): Promise<{ ledger: unknown }>;
  warmRuleSets(db: Db): Promise<unknown>;
  buildMatchReport(db: Db, ledger: unknown, name: string, now: Date): Promise<StoredMatchReport>;
  matchReportToSave?: (db: Db, ledger: unknown, name: string, now: Date) => Promise<ToSave>;
  insertMatchReport(db: Db, report: { userId: number; title: string; headline: string; report: unknown }, now: Date): Promise<Answer>;
  encodeRepeated(values: unknown[]): unknown;
  findReport(db: Db, userId: number, id: number): Promise<{ match: unknown } | undefined>;
  findReportAnswer(db: Db, userId: number, id: number): Promise<unknown>;
  findReportMatches(db: Db, userId: number, id: number, query: { category: string; pageNum: number; pageSize: number }): Promise<unknown>;
};
const server = (await import(pathToFileURL(join(checkout, 'apps/server/src/testing.ts')).href)) as Server;

const contract = bundledContract<{ components: { schemas: Record<string, unknown> } }>('portal');
const serialize = fastJsonStringify({ $ref: 'portal#/components/schemas/ReportEnvelope' } as never, { schema: { portal: { $id: 'portal', ...contract } } as never }) as (data: unknown) => string;

let collecting = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) collecting += entry.duration;
}).observe({ entryTypes: ['gc'] });
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const db = await server.openPool(url, { poolSize: 2 });
const inserted: number[] = [];
const stages = new Map<string, number[]>();
const note = (stage: string, ms: number) => stages.set(stage, [...(stages.get(stage) ?? []), ms]);
const time = async <T>(stage: string, run: () => T | Promise<T>): Promise<T> => {
  const at = performance.now();
  const value = await run();
  note(stage, performance.now() - at);
  return value;
};
try {
  console.log(`${checkout}: load average before ${load()}`);
  await server.warmRuleSets(db);
  const demo = (await db.get<{ id: number }>("SELECT id FROM users WHERE phone = '13800138000'"))!;
  const { ledger } = await server.findLedger(db, demo.id);
  const whole = await server.buildMatchReport(db, ledger, '企业', now); // the chain's evaluation, made once (ADR 114)
  const wholeText = JSON.stringify(whole);
  console.log(`warm (${whole.matches.length} policies); load ${load()}; V8 heap used ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MB`);
  let answer: Answer | undefined;
  for (let run = 0; run < RUNS; run += 1) {
    const [wallFrom, cpuFrom, collectedFrom] = [performance.now(), cpuMs(), collecting];
    const report = server.matchReportToSave
      ? await time('build: matchReportToSave (the summary; policies made as they are written)', () => server.matchReportToSave!(db, ledger, '企业', now))
      : await time('build: buildMatchReport (the whole report)', () => server.buildMatchReport(db, ledger, '企业', now));
    const saved = await time('insertMatchReport', () => server.insertMatchReport(db, { userId: demo.id, title: 'bench', headline: 'bench', report }, now));
    inserted.push(saved.id);
    await time('the answer serialized', () => serialize({ code: 200, msg: '匹配报告已生成', data: saved, statusCode: 200 }));
    note('save in all, wall', performance.now() - wallFrom);
    note('save in all, CPU (user + system)', cpuMs() - cpuFrom);
    note('of which garbage collection', collecting - collectedFrom);
    answer = saved;
  }
  for (let run = 0; run < Math.min(RUNS, 10); run += 1) {
    const { matches } = await server.buildMatchReport(db, ledger, '企业', now);
    await time('apart: encodeRepeated of the whole report', () => server.encodeRepeated(matches));
  }
  const largest = answer!.match.categories.reduce((a, b) => (b.total > a.total ? b : a));
  for (let run = 0; run < 10; run += 1) {
    await time('detail (summary + first pages, read)', () => server.findReportAnswer(db, demo.id, answer!.id));
    await time('a page of 50 (largest category, page 2)', () => server.findReportMatches(db, demo.id, answer!.id, { category: largest.category, pageNum: 2, pageSize: 50 }));
    await time('read whole (the exports)', () => server.findReport(db, demo.id, answer!.id));
  }
  for (const id of inserted) if (JSON.stringify((await server.findReport(db, demo.id, id))?.match) !== wholeText) throw new Error(`report ${id} reads back unlike the report built`);
  console.log(`every saved report reads back as the report built (${wholeText.length.toLocaleString('en')} characters)`);
  console.log('| stage | median | range |');
  console.log('|---|---|---|');
  for (const [stage, values] of stages) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`| ${stage} | ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms | ${sorted[0]!.toFixed(0)}–${sorted.at(-1)!.toFixed(0)} ms |`);
  }
  console.log(`load average after: ${load()}`);
} finally {
  if (inserted.length > 0) await db.run('DELETE FROM reports WHERE id = ANY(?::bigint[])', `{${inserted.join(',')}}`);
  await db.close();
}
