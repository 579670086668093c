/**
 * One enterprise's match split into its parts, on a province (province-dataset.ts), in process: for the demo ledger
 * and three generated ones, the median of MATCH_RUNS (7) runs of each part over the policies of its region chain —
 * reading their rule-set text, `JSON.parse` of it, `parseRuleSet`'s checks of the parsed JSON, then the engine:
 * `matchPolicies` (what 为你推荐 runs) and `matchForContract` with region names (what 资金测算 and a saved report
 * run). Then what a match reads since ADR 110: the chain's rows without their text (ids and revisions), and
 * `listMatchablePolicies` with every rule set of the chain in the cache (the first three parts are what a miss costs).
 * `match-in-process.ts` times the whole calls; this says where the time goes. For before/after comparisons
 * run it from each checkout; add node's `--cpu-prof` for a profile. The load average is printed before and after.
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/match-engine.ts
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { matchForContract, matchPolicies, parseRuleSet, prepareMatchable, regionChain } from '@smes/eligibility';
import { findLedger, listMatchablePolicies, openPool, valueNames } from '@smes/server/testing';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database (tools/bench/province-dataset.ts)');
const RUNS = Number(process.env['MATCH_RUNS'] ?? 7);
const now = new Date('2026-06-15T02:00:00.000Z');
const db = await openPool(url, { poolSize: 2 });
const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');

async function median(run: () => unknown): Promise<string> {
  const times: number[] = [];
  for (let attempt = 0; attempt < RUNS; attempt += 1) {
    const at = performance.now();
    await run();
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  return `${times[Math.floor(times.length / 2)]!.toFixed(0)} ms`;
}

try {
  const demo = (await db.get<{ id: number }>("SELECT id FROM users WHERE phone = '13800138000'"))!;
  const others = await db.all<{ user_id: number }>(
    "SELECT DISTINCT ON (l.data::jsonb->>'districtCode') l.user_id FROM ledgers l JOIN users u ON u.id = l.user_id WHERE u.username LIKE 'prov-%' ORDER BY l.data::jsonb->>'districtCode', l.user_id LIMIT 3",
  );
  const names = await valueNames(db);
  console.log(`load average before: ${load()}`);
  console.log(
    `| ledger (rule sets in its chain) | read the rule-set text | JSON.parse | parseRuleSet's checks | matchPolicies | matchForContract with names | read the rows without text | listMatchablePolicies, all held |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const userId of [demo.id, ...others.map((row) => row.user_id)]) {
    const { ledger } = await findLedger(db, userId);
    const chain = regionChain(ledger);
    const sql = `SELECT rule_set FROM policies WHERE validity = 'valid' AND rule_set IS NOT NULL AND region_code IN (${chain.map(() => '?').join(', ')}) ORDER BY id`;
    const texts = (await db.all<{ rule_set: string }>(sql, ...chain)).map((row) => row.rule_set);
    const parsed = texts.map((text) => JSON.parse(text) as unknown);
    const prepared = prepareMatchable(await listMatchablePolicies(db, chain));
    const parts = [
      await median(() => db.all(sql, ...chain)),
      await median(() => texts.map((text) => JSON.parse(text) as unknown)),
      // Parsed JSON objects are new to parseRuleSet, so each run checks them all again.
      await median(() => parsed.map((json) => parseRuleSet(json))),
      await median(() => matchPolicies(prepared.candidates, ledger, { now })),
      await median(() => matchForContract(prepared, ledger, now, undefined, names)),
      await median(() => db.all(sql.replace('SELECT rule_set FROM', 'SELECT id, title, category, support_amount, rule_set_revision, region_code, region_name FROM'), ...chain)),
      await median(() => listMatchablePolicies(db, chain)),
    ];
    console.log(`| user ${userId} (${texts.length}) | ${parts.join(' | ')} |`);
  }
  console.log(`load average after: ${load()}`);
} finally {
  await db.close();
}
