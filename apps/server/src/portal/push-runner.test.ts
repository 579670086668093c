import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { claimPushSlice, enqueuePushJob, findPushJob, runPushJob } from '../domain/push-matching';
import type { PushPublication } from '../domain/push-matching';
import { SEED_RULE_SCHEMES, adaptRuleSet } from '../seed/rule-set-schemes';
import { insertGeneratedEnterprises } from '../testing/generated-ledgers';
import { openTestDatabase, reopen } from '../testing/test-database';
import { TEST_START } from '../testing/test-hosts';
import { createPushRunner } from './push-runner';

const now = TEST_START;

function publication(id: number): PushPublication {
  const scheme = SEED_RULE_SCHEMES.get('hz-rd-expense-subsidy');
  if (!scheme) throw new Error('no scheme hz-rd-expense-subsidy');
  const owner = { title: '杭州市企业研发费用补助实施办法', docNo: '杭科〔2026〕9号', issuer: '杭州市科学技术局', level: 'municipal', regionCode: '330100', regionName: '杭州市', effectiveDate: '2026-06-15' } as const;
  return { kind: 'policy', id, title: owner.title, issuer: owner.issuer, regionCode: owner.regionCode, supportAmount: 50, category: '资金扶持', ruleSet: adaptRuleSet(scheme, { ...owner, key: `policy-${id}` }) };
}

const failures: unknown[] = [];
const log = { error: (error: unknown) => failures.push(error), malformed: () => undefined };

async function recipients(db: Db, publicationId: number): Promise<Map<number, number>> {
  const rows = (await db.all("SELECT user_id, COUNT(*) AS n FROM messages WHERE link_kind = 'policy' AND link_id = ? AND match_detail IS NOT NULL GROUP BY user_id", publicationId)) as { user_id: number; n: number }[];
  return new Map(rows.map((row) => [Number(row.user_id), row.n]));
}

let base: Db;

beforeAll(async () => {
  base = await openTestDatabase(now);
  // More ledgers than two batches of the runner (PUSH_BATCH_SIZE), so a stop lands in the middle of the job.
  await insertGeneratedEnterprises(base, 1_200, now);
});

afterAll(async () => {
  await base.close();
});

describe('the push runner', () => {
  it('stopped in the middle of a job hands every connection back (so the hosts can close) and leaves the job for the next start', async () => {
    const db = reopen(base);
    const pub = publication(8101);
    const job = await enqueuePushJob(db, pub, now);
    // stop() is called from inside the runner's own work, as a SIGTERM arriving while a batch is under way: the clock
    // is read once when the run starts and once per batch, so the third reading is the second batch's.
    let readings = 0;
    let stopping: Promise<void> | undefined;
    let stopCalled: () => void = () => undefined;
    const called = new Promise<void>((resolve) => (stopCalled = resolve));
    const runner = createPushRunner(
      db,
      () => {
        readings += 1;
        if (readings === 3) {
          stopping = runner.stop();
          stopCalled();
        }
        return now;
      },
      log,
      60_000,
    );
    runner.kick();
    await called;
    await stopping;
    // Every connection is back: a claim still held would keep the pool (and the process) from ending.
    expect(db.pool.totalCount - db.pool.idleCount).toBe(0);
    const halfWay = await findPushJob(db, job.id);
    expect(halfWay?.status).toBe('pending');
    expect(halfWay?.evaluated).toBeGreaterThan(0);
    const held = await db.all("SELECT objid FROM pg_locks WHERE locktype = 'advisory' AND classid = 3200002 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())");
    expect(held).toEqual([]);
    await db.close();

    // The next start (another pool, another runner) finishes it: each enterprise told once, the same ones a job run
    // without a stop tells.
    const next = reopen(base);
    const resumed = createPushRunner(next, () => now, log, 60_000);
    resumed.kick();
    await resumed.idle();
    await resumed.stop();
    expect((await findPushJob(next, job.id))?.status).toBe('done');
    const told = await recipients(next, pub.id);
    expect([...told.values()].every((count) => count === 1)).toBe(true);
    const uninterrupted = publication(8102);
    await runPushJob(next, (await enqueuePushJob(next, uninterrupted, now)).id, { now });
    const reference = await recipients(next, uninterrupted.id);
    expect(reference.size).toBeGreaterThan(100);
    expect(new Set(told.keys())).toEqual(new Set(reference.keys()));
    expect(failures).toEqual([]);
    await next.close();
  });

  it('claims no slice of a job marked done, even one left open', async () => {
    const db = reopen(base);
    const job = await enqueuePushJob(db, publication(8103), now);
    const claim = await claimPushSlice(db, job.id);
    expect(claim?.job).toBe(job.id);
    await claim?.release();
    // An operator stops a job by hand: its slices stay as they were.
    await db.run("UPDATE push_jobs SET status = 'done' WHERE id = ?", job.id);
    expect(await claimPushSlice(db, job.id)).toBeUndefined();
    expect(await claimPushSlice(db)).toBeUndefined();
    await db.close();
  });
});
