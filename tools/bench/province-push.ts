/**
 * Push matching at a province's size (ADR 63), on the PostgreSQL database DATABASE_URL names (filled by
 * province-dataset.ts): starts two servers as `npm start` does, enqueues a push job for a national policy not pushed
 * before (every ledger in scope), lets both instances share its slices, kills one with SIGKILL after
 * PUSH_KILL_AFTER_S seconds, and lets the other go on for at most PUSH_RUN_S seconds in all. Prints the ledgers
 * evaluated per second with two instances and with one, the time the whole job took or would take at that pace, and
 * how many enterprises got the message more than once (the goal: none). PUSH_POLICY_ID picks the policy, of any
 * region (one whose rule set sends messages to generated ledgers — a generated copy of 科技型中小企业评价 or of
 * 浙江省科技型中小企业创新券 — makes the duplicate count mean something).
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/province-push.ts
 */
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createDb, enqueuePushJob } from '@smes/server/testing';
import { parseRuleSet } from '@smes/eligibility';
import { startBenchServer } from './bench-server';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database (tools/bench/province-dataset.ts)');
const KILL_AFTER_S = Number(process.env['PUSH_KILL_AFTER_S'] ?? 90);
const RUN_S = Number(process.env['PUSH_RUN_S'] ?? 300);
const port = 3100 + 50 + 40 + Math.floor(Math.random() * 8);

const startServer = (index: number) => startBenchServer(url, port + index, { PUSH_POLL_MS: '1000' });

const db = createDb(new pg.Pool({ connectionString: url, max: 2 }));
const servers: ChildProcess[] = [];
process.on('exit', () => servers.forEach((child) => child.exitCode === null && child.kill('SIGTERM')));
try {
  servers.push(await startServer(0), await startServer(1));
  type PolicyRow = { id: number; title: string; issuer: string; region_code: string; support_amount: number | null; category: string; rule_set: string };
  const policy = (await db.get(
    `SELECT id, title, issuer, region_code, support_amount, category, rule_set FROM policies p
     WHERE rule_set IS NOT NULL AND validity = 'valid' AND (?::bigint IS NULL AND region_code = '100000' OR id = ?::bigint)
       AND NOT EXISTS (SELECT 1 FROM push_jobs j WHERE j.kind = 'policy' AND j.publication_id = p.id)
     ORDER BY id LIMIT 1`,
    process.env['PUSH_POLICY_ID'] ?? null,
    process.env['PUSH_POLICY_ID'] ?? null,
  )) as PolicyRow | undefined;
  if (!policy) throw new Error('every national policy with a rule set has been pushed: no job to run');
  const ledgers = ((await db.get('SELECT COUNT(*) AS n FROM ledgers')) as { n: number }).n;
  const enqueuedAt = performance.now();
  const job = await db.transaction(async () =>
    enqueuePushJob(
      db,
      { kind: 'policy', id: policy.id, title: policy.title, issuer: policy.issuer, regionCode: policy.region_code, supportAmount: policy.support_amount, category: policy.category, ruleSet: parseRuleSet(policy.rule_set) },
      new Date(),
    ),
  );
  const enqueueS = (performance.now() - enqueuedAt) / 1000;
  const progress = async () =>
    (await db.get('SELECT COALESCE(SUM(evaluated), 0) AS evaluated, COALESCE(SUM(sent), 0) AS sent, COUNT(*) FILTER (WHERE done = 0) AS open, COUNT(DISTINCT claimed_by) AS holders FROM push_job_slices WHERE job_id = ?', job.id)) as {
      evaluated: number;
      sent: number;
      open: number;
      holders: number;
    };
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let killedAt: { s: number; evaluated: number } | undefined;
  let last = await progress();
  while (last.open > 0 && seconds() < RUN_S) {
    await new Promise((done) => setTimeout(done, 5000));
    last = await progress();
    console.log(`${seconds().toFixed(0)} s: ${last.evaluated} evaluated, ${last.sent} sent, ${last.open} slices open`);
    if (!killedAt && seconds() >= KILL_AFTER_S) {
      killedAt = { s: seconds(), evaluated: last.evaluated };
      servers[0]!.kill('SIGKILL');
      console.log('killed instance 0 with SIGKILL');
    }
  }
  const total = seconds();
  const duplicates = ((await db.get(
    `SELECT COUNT(*) AS n FROM (SELECT user_id FROM messages WHERE link_kind = 'policy' AND link_id = ? AND match_detail IS NOT NULL GROUP BY user_id HAVING COUNT(*) > 1) twice`,
    policy.id,
  )) as { n: number }).n;
  const both = killedAt ? killedAt.evaluated / killedAt.s : last.evaluated / total;
  const one = killedAt && total > killedAt.s ? (last.evaluated - killedAt.evaluated) / (total - killedAt.s) : Number.NaN;
  const rows = [
    ['job', `policy ${policy.id} (${policy.title}), ${ledgers.toLocaleString('en')} ledgers; enqueued (slices cut) in ${enqueueS.toFixed(1)} s`],
    ['two instances', `${Math.round(both)} ledgers/s for ${(killedAt?.s ?? total).toFixed(0)} s`],
    ['one instance after the other was killed', Number.isNaN(one) ? '—' : `${Math.round(one)} ledgers/s for ${(total - (killedAt?.s ?? total)).toFixed(0)} s`],
    ['evaluated / sent', `${last.evaluated.toLocaleString('en')} / ${last.sent.toLocaleString('en')} in ${total.toFixed(0)} s${last.open > 0 ? ` (stopped with ${last.open} slices open)` : ' (done)'}`],
    ['1 M ledgers at the two-instance pace', `${(ledgers / both / 60).toFixed(1)} min (goal ≤ 5 min)`],
    ['enterprises messaged more than once', `${duplicates} (goal 0)`],
  ];
  console.log('\n| what | measured |\n|---|---|');
  for (const [what, value] of rows) console.log(`| ${what} | ${value} |`);
} finally {
  servers.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  await db.close();
}
