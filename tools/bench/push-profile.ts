/**
 * Where the push spends its time per ledger (issue 32): reads PUSH_PROFILE_LEDGERS ledgers of the province database
 * (DATABASE_URL, filled by province-dataset.ts) in user-id order, and evaluates them against one policy's rule set
 * (PUSH_POLICY_ID) the way a push batch does, without writing anything. Prints µs per ledger for reading, parsing and
 * evaluating, and the verdicts. Run with `node --cpu-prof` for a profile.
 *
 *   DATABASE_URL=postgres://… PUSH_POLICY_ID=314 npx tsx --tsconfig apps/server/tsconfig.json tools/bench/push-profile.ts
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { MetricCache, evaluateWithCache, parseRuleSet, regionContains } from '@smes/eligibility';
import type { EnterpriseLedger } from '@smes/eligibility';
import { createDb, pushDetailFor, pushDetailOf, valueNames } from '@smes/server/testing';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database');
const COUNT = Number(process.env['PUSH_PROFILE_LEDGERS'] ?? 50_000);
const POLICY = Number(process.env['PUSH_POLICY_ID'] ?? 314);
const db = createDb(new pg.Pool({ connectionString: url, max: 2 }));
try {
  const policy = (await db.get('SELECT id, title, region_code, support_amount, rule_set FROM policies WHERE id = ?', POLICY)) as { id: number; title: string; region_code: string; support_amount: number | null; rule_set: string };
  const names = await valueNames(db);
  const now = new Date();
  let t = performance.now();
  const rows = (await db.all('SELECT user_id, data FROM ledgers ORDER BY user_id LIMIT ?', COUNT)) as { user_id: number; data: string }[];
  const readMs = performance.now() - t;
  t = performance.now();
  const ledgers = rows.map((row) => JSON.parse(row.data) as EnterpriseLedger);
  const parseMs = performance.now() - t;
  const publication = { id: policy.id, title: policy.title, regionCode: policy.region_code, supportAmount: policy.support_amount, ruleSet: parseRuleSet(policy.rule_set) };
  // The push's verdict, and the whole evaluation it skips when a hard condition fails, timed in turns (the machine is shared).
  const push = () => ledgers.filter((ledger) => pushDetailFor(publication, ledger, now, names)).length;
  const full = () =>
    ledgers.filter((ledger) => regionContains(publication.regionCode, ledger) && pushDetailOf(publication, evaluateWithCache(publication.ruleSet, new MetricCache(ledger, { now, names })), ledger, now)).length;
  const times = { push: 0, full: 0 };
  let sent = 0;
  for (let round = 0; round < 3; round += 1) {
    t = performance.now();
    sent = push();
    times.push += performance.now() - t;
    t = performance.now();
    if (full() !== sent) throw new Error('the push and the whole evaluation disagree');
    times.full += performance.now() - t;
  }
  const us = (ms: number) => ((ms * 1000) / rows.length).toFixed(1);
  console.log(
    `policy ${policy.id} ${policy.title}: ${rows.length} ledgers; read ${us(readMs)} µs, parse ${us(parseMs)} µs per ledger; ` +
      `push verdict ${us(times.push / 3)} µs, whole evaluation ${us(times.full / 3)} µs per ledger; ${sent} would be sent`,
  );
} finally {
  await db.close();
}
