/**
 * One enterprise's match figures in the server's process, without HTTP: 为你推荐 (`recommend`), 资金测算
 * (`estimateFor`), both at once as the signed-in home page calls them, and a saved report's payload (`buildMatchReport`), on the database DATABASE_URL names (a province
 * from province-dataset.ts). For each of a few ledgers (the demo account's, then generated ones spread over the region
 * tree) the first call and the median of the next MATCH_RUNS (5). What `tools/bench/province.ts` measures through HTTP,
 * without the server's start (which builds the assistant's index on a fresh dataset); for before/after comparisons of
 * the matching code, run it from each checkout.
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/match-in-process.ts
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { regionChain } from '@smes/eligibility';
import { buildMatchReport, estimateFor, findLedger, openPool, recommend } from '@smes/server/testing';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database (tools/bench/province-dataset.ts)');
const RUNS = Number(process.env['MATCH_RUNS'] ?? 5);
const now = new Date('2026-06-15T02:00:00.000Z');
const db = await openPool(url, { poolSize: 4 });
const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');
try {
  const demo = (await db.get<{ id: number }>("SELECT id FROM users WHERE phone = '13800138000'"))!;
  // Generated ledgers in different districts, a fixed choice.
  const others = await db.all<{ user_id: number }>(
    "SELECT DISTINCT ON (l.data::jsonb->>'districtCode') l.user_id FROM ledgers l JOIN users u ON u.id = l.user_id WHERE u.username LIKE 'prov-%' ORDER BY l.data::jsonb->>'districtCode', l.user_id LIMIT 3",
  );
  console.log(`load average before: ${load()}`);
  console.log('| ledger (policies in its region chain) | what | first call | median of the next ' + RUNS + ' |');
  console.log('|---|---|---|---|');
  for (const userId of [demo.id, ...others.map((row) => row.user_id)]) {
    const { ledger } = await findLedger(db, userId);
    const chain = regionChain(ledger);
    const { total } = (await db.get<{ total: number }>(
      `SELECT COUNT(*) AS total FROM policies WHERE validity = 'valid' AND rule_set IS NOT NULL AND region_code IN (${chain.map(() => '?').join(', ')})`,
      ...chain,
    ))!;
    for (const [what, run] of [
      // The signed-in home page's two calls, made at once as the browser makes them: first, so that its first call is
      // this ledger's first evaluation (ADR 114 shares it with the calls below).
      ['home page: recommend ∥ estimateFor', () => Promise.all([recommend(db, ledger, now), estimateFor(db, ledger, now)])],
      ['为你推荐 recommend', () => recommend(db, ledger, now)],
      ['资金测算 estimateFor', () => estimateFor(db, ledger, now)],
      ['saved report buildMatchReport', () => buildMatchReport(db, ledger, '企业', now)],
    ] as const) {
      const times: number[] = [];
      for (let attempt = 0; attempt <= RUNS; attempt += 1) {
        const at = performance.now();
        await run();
        times.push(performance.now() - at);
      }
      const [first, ...rest] = times;
      rest.sort((a, b) => a - b);
      console.log(`| user ${userId} (${total}) | ${what} | ${first!.toFixed(0)} ms | ${rest[Math.floor(rest.length / 2)]!.toFixed(0)} ms |`);
    }
  }
  console.log(`load average after: ${load()}; heap used ${Math.round(process.memoryUsage().heapUsed / 1024 / 1024)} MB`);
} finally {
  await db.close();
}
