/**
 * Policies that find their enterprise (the goal: 10,000 ledgers × one new policy in under 10 s on 2 cores).
 * Builds a temporary file database (seeded, plus 10,000 enterprises with generated ledgers across the
 * region tree), enqueues one new national policy with a rule set — so every ledger is in its scope — and
 * runs its push job to the end the way the server does: batches of PUSH_BATCH_SIZE, each one transaction
 * with its messages, delivery keys and cursor. Prints the figure; exits non-zero over the budget.
 *
 *   npm run bench:push
 *   PUSH_SCHEME=hz-rd-expense-subsidy npm run bench:push     (another scheme of the catalogue)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { adaptRuleSet, enqueuePushJob, insertGeneratedEnterprises, openSeededDatabase, PUSH_BATCH_SIZE, runPushJob, SEED_RULE_SCHEMES } from '@smes/server/testing';
import { benchDatabase } from './bench-database';

const LEDGERS = Number(process.env.PUSH_LEDGERS ?? 10_000);
const SCHEME = process.env.PUSH_SCHEME ?? 'specialized-sme';
const BUDGET_MS = 10_000;

const scheme = SEED_RULE_SCHEMES.get(SCHEME);
if (!scheme) throw new Error(`no scheme ${SCHEME} among the seed's schemes: ${[...SEED_RULE_SCHEMES.keys()].join(', ')}`);

const directory = mkdtempSync(join(tmpdir(), 'bench-push-'));
try {
  const now = new Date();
  const db = await openSeededDatabase(benchDatabase(), () => now);
  const setUp = performance.now();
  await insertGeneratedEnterprises(db, LEDGERS, now);
  const total = ((await db.get('SELECT COUNT(*) AS n FROM ledgers')) as { n: number }).n;
  console.log(`set-up: ${total} ledgers in the database (${LEDGERS} generated) in ${((performance.now() - setUp) / 1000).toFixed(1)} s`);

  const owner = { title: '全国中小企业政策匹配基准测试政策', docNo: '工信部企业〔2026〕1号', issuer: '工业和信息化部', level: 'national' as const, regionCode: '100000', regionName: '全国', effectiveDate: now.toISOString().slice(0, 10) };
  const started = performance.now();
  const job = await enqueuePushJob(db, { kind: 'policy', id: 1_000_000, ...owner, supportAmount: 50, category: '资质认定', ruleSet: adaptRuleSet(scheme, { ...owner, key: 'policy-1000000' }) }, now);
  const done = await runPushJob(db, job.id, { now });
  const elapsed = performance.now() - started;
  await db.close();

  if (done?.status !== 'done') throw new Error('the push job did not finish');
  const perLedger = (elapsed * 1000) / Math.max(1, done.evaluated);
  console.log(
    `push-matching (${SCHEME}, national, batches of ${PUSH_BATCH_SIZE}): ${done.evaluated} ledgers evaluated, ${done.sent} messages sent in ` +
      `${(elapsed / 1000).toFixed(2)} s (${perLedger.toFixed(0)} µs per ledger; budget ${BUDGET_MS / 1000} s)`,
  );
  if (elapsed > BUDGET_MS) {
    console.error(`over budget: ${(elapsed / 1000).toFixed(2)} s > ${BUDGET_MS / 1000} s`);
    process.exitCode = 1;
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
