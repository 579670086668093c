/**
 * The parsed-rule-set cache on a province (ADR 110), in process, on the database DATABASE_URL names:
 * 1. how a region chain's rule sets split by the level of the region they were issued for (全国, 省, 市, 区县), i.e.
 *    what other ledgers share;
 * 2. the heap a parsed, frozen rule set takes per character of its text (every matchable rule set parsed, heap after
 *    a full GC before and after; run node with --expose-gc), against the cache's estimate;
 * 3. 为你推荐 for MATCH_LEDGERS (200) generated ledgers (a fixed pseudo-random choice), in turns: where the hits came
 *    from by level, then the cache's size, heap and RSS; then the same after every matchable rule set was asked for.
 * The load average is printed before and after.
 *
 *   DATABASE_URL=postgres://… NODE_OPTIONS=--expose-gc npx tsx --tsconfig apps/server/tsconfig.json tools/bench/rule-set-cache.ts
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { regionChain } from '@smes/eligibility';
import { RuleSetCache, findLedger, listMatchablePolicies, openPool, recommend, ruleSetCacheOf } from '@smes/server/testing';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database (tools/bench/province-dataset.ts)');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run node with --expose-gc');
const LEDGERS = Number(process.env['MATCH_LEDGERS'] ?? 200);
const now = new Date('2026-06-15T02:00:00.000Z');
const LEVELS = ['全国', '省', '市', '区县'] as const;
const db = await openPool(url, { poolSize: 2 });
const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

try {
  console.log(`load average before: ${load()}`);
  // The texts are read and dropped inside, so what stays is what a cache keeps (a string the parse made could hold
  // on to its text: that would count here).
  const before = heap();
  const parseAll = async () => {
    const rows = await db.all<{ id: number; rule_set: string; rule_set_revision: number }>(
      "SELECT id, rule_set, rule_set_revision FROM policies WHERE validity = 'valid' AND rule_set IS NOT NULL ORDER BY id",
    );
    const held = new RuleSetCache(Number.MAX_SAFE_INTEGER);
    let characters = 0;
    for (const row of rows) {
      held.put(row.id, row.rule_set_revision, row.rule_set);
      characters += row.rule_set.length;
    }
    return { held, characters, count: rows.length };
  };
  let scratch: Awaited<ReturnType<typeof parseAll>> | undefined = await parseAll();
  const after = heap();
  console.log(
    `${scratch.count} rule sets, ${(scratch.characters / 1e6).toFixed(1)} M characters: parsed and frozen ${mb(after - before)} of heap, ` +
      `${((after - before) / scratch.characters).toFixed(2)} bytes per character; the cache's estimate ${mb(scratch.held.size.bytes)}`,
  );
  scratch = undefined;

  const ledgers = await db.all<{ user_id: number }>(
    `SELECT l.user_id FROM ledgers l JOIN users u ON u.id = l.user_id WHERE u.username LIKE 'prov-%' ORDER BY md5(l.user_id::text) LIMIT ${LEDGERS}`,
  );
  const cache = ruleSetCacheOf(db);
  const chains = { rule: [0, 0, 0, 0], hit: [0, 0, 0, 0] };
  const times: number[] = [];
  for (const { user_id: userId } of ledgers) {
    const { ledger } = await findLedger(db, userId);
    const chain = regionChain(ledger);
    const rows = await db.all<{ id: number; rule_set_revision: number; region_code: string }>(
      `SELECT id, rule_set_revision, region_code FROM policies WHERE validity = 'valid' AND rule_set IS NOT NULL AND region_code IN (${chain.map(() => '?').join(', ')})`,
      ...chain,
    );
    for (const row of rows) {
      const level = chain.indexOf(row.region_code);
      chains.rule[level]! += 1;
      if (cache.has(row.id, row.rule_set_revision)) chains.hit[level]! += 1;
    }
    const at = performance.now();
    await recommend(db, ledger, now);
    times.push(performance.now() - at);
  }
  const total = chains.rule.reduce((a, b) => a + b, 0);
  const hits = chains.hit.reduce((a, b) => a + b, 0);
  console.log(`${ledgers.length} ledgers' 为你推荐 in turns, ${total} rule sets asked for, ${hits} (${((100 * hits) / total).toFixed(1)} %) held:`);
  console.log('| level | share of a chain | held when asked | share of the hits |');
  console.log('|---|---|---|---|');
  LEVELS.forEach((name, level) => {
    console.log(
      `| ${name} | ${((100 * chains.rule[level]!) / total).toFixed(1)} % | ${chains.rule[level] ? ((100 * chains.hit[level]!) / chains.rule[level]!).toFixed(1) : '—'} % | ${hits ? ((100 * chains.hit[level]!) / hits).toFixed(1) : '—'} % |`,
    );
  });
  times.sort((a, b) => a - b);
  console.log(`为你推荐 median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, p90 ${times[Math.floor(times.length * 0.9)]!.toFixed(0)} ms`);
  const full = heap();
  console.log(
    `cache: ${cache.size.entries} rule sets, estimated ${mb(cache.size.bytes)} of ${mb(cache.limitBytes)}; heap used ${mb(full)}, RSS ${mb(process.memoryUsage().rss)} (after a full GC)`,
  );
  // Then every matchable rule set asked for at once (the 匹配问卷's list without a chain does that): the bound decides.
  await listMatchablePolicies(db);
  const whole = heap();
  console.log(
    `after the whole list: ${cache.size.entries} rule sets, estimated ${mb(cache.size.bytes)} of ${mb(cache.limitBytes)}; heap used ${mb(whole)}, RSS ${mb(process.memoryUsage().rss)} (after a full GC)`,
  );
  console.log(`load average after: ${load()}`);
} finally {
  await db.close();
}
