/**
 * Where the push spends its time per ledger (issue 32): reads PUSH_PROFILE_LEDGERS ledgers of the province database
 * (DATABASE_URL, filled by province-dataset.ts) in user-id order, and evaluates them against one policy's rule set
 * (PUSH_POLICY_ID) the way a push batch does, without writing anything. Prints µs per ledger for reading, parsing and
 * evaluating, and the verdicts; then writes the messages the push would send, a batch (PUSH_BATCH_SIZE) per statement
 * as a push batch does, inside a transaction it rolls back (PUSH_PROFILE_WRITES=0 skips it), and prints µs per
 * message for building and for writing them. Run with `node --cpu-prof` for a profile.
 *
 *   DATABASE_URL=postgres://… PUSH_POLICY_ID=314 npx tsx --tsconfig apps/server/tsconfig.json tools/bench/push-profile.ts
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { MetricCache, evaluateWithCache, parseRuleSet, regionContains } from '@smes/eligibility';
import type { EnterpriseLedger } from '@smes/eligibility';
import { PUSH_BATCH_SIZE, createDb, insertDeliveredMessages, pushDetailFor, pushDetailOf, pushMessage, valueNames } from '@smes/server/testing';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database');
const COUNT = Number(process.env['PUSH_PROFILE_LEDGERS'] ?? 50_000);
const POLICY = Number(process.env['PUSH_POLICY_ID'] ?? 314);
const db = createDb(new pg.Pool({ connectionString: url, max: 2 }));
try {
  const policy = (await db.get('SELECT id, title, issuer, region_code, support_amount, rule_set FROM policies WHERE id = ?', POLICY)) as { id: number; title: string; issuer: string; region_code: string; support_amount: number | null; rule_set: string };
  const names = await valueNames(db);
  const now = new Date();
  let t = performance.now();
  // Enterprises only, as a push batch reads them (the writes' foreign keys want users of the portal).
  const rows = (await db.all(`SELECT l.user_id, l.data FROM ledgers l JOIN users u ON u.id = l.user_id AND u.user_type = 'enterprise' ORDER BY l.user_id LIMIT ?`, COUNT)) as { user_id: number; data: string }[];
  const readMs = performance.now() - t;
  t = performance.now();
  const ledgers = rows.map((row) => JSON.parse(row.data) as EnterpriseLedger);
  const parseMs = performance.now() - t;
  const publication = { kind: 'policy' as const, id: policy.id, title: policy.title, issuer: policy.issuer, regionCode: policy.region_code, supportAmount: policy.support_amount, ruleSet: parseRuleSet(policy.rule_set) };
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
  if (process.env['PUSH_PROFILE_WRITES'] !== '0' && sent > 0) {
    const details = rows.flatMap((row, index) => {
      const detail = pushDetailFor(publication, ledgers[index] as EnterpriseLedger, now, names);
      return detail ? [{ userId: Number(row.user_id), detail }] : [];
    });
    t = performance.now();
    const messages = details.map(({ userId, detail }) => ({ userId, ...pushMessage(publication, detail), match: detail }));
    const buildMs = performance.now() - t;
    // Written as the push writes them, then rolled back: the database is left as it was.
    const key = { kind: 'policy' as const, publicationId: policy.id, revision: 1_000_000 };
    let writeMs = 0;
    await db
      .transaction(async () => {
        t = performance.now();
        for (let start = 0; start < messages.length; start += PUSH_BATCH_SIZE) await insertDeliveredMessages(db, messages.slice(start, start + PUSH_BATCH_SIZE), key, now);
        writeMs = performance.now() - t;
        throw new Error('rolled back');
      }, { isolation: 'read committed' })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'rolled back') throw error;
      });
    const perMessage = (ms: number) => ((ms * 1000) / messages.length).toFixed(1);
    console.log(`${messages.length} messages: build ${perMessage(buildMs)} µs, write ${perMessage(writeMs)} µs per message (batches of ${PUSH_BATCH_SIZE}, rolled back)`);
  }
} finally {
  await db.close();
}
