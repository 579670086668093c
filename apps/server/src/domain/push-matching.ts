import { bookTitle, estimateSubsidy, evaluateWithCache, verdictBeforeScoring, formatEstimateRange, MetricCache, parseRuleSet, regionContains } from '@smes/eligibility';
import type { EnterpriseLedger, Evaluation, RuleSet, ValueNames } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import { hostname } from 'node:os';
import type { Db } from '../db/database';
import { hasLedger, readStoredLedger } from './ledgers';
import { valueNames } from './matching';
import { insertDeliveredMessages } from './messages';
import type { NewMessage } from './messages';

/**
 * Policies that find their enterprise (ADR 22). Publishing a policy or notice with a rule set
 * enqueues a job; the job evaluates every enterprise ledger in the publication's region scope with the
 * eligibility engine and sends "你可能符合《…》" where nothing fails. The job is cut into slices of the ledgers
 * (by user id) when it is enqueued; a runner holds an advisory lock on the slice it works on (so instances
 * share a job slice by slice, ADR 63), walks it in user-id order and commits each batch — its messages, their
 * delivery keys and the slice's cursor — in one transaction, so a restart or another instance resumes after
 * the last committed batch: no message lost, none sent twice.
 */

/** Ledgers one transaction evaluates (PUSH_BATCH_SIZE): a kill loses at most this much work. */
export const PUSH_BATCH_SIZE = Number(process.env['PUSH_BATCH_SIZE']) || 500;
/** Ledgers per slice: what one instance takes at a time (PUSH_SLICE_LEDGERS, for a deployment or a test with small jobs). */
export const PUSH_SLICE_LEDGERS = Number(process.env['PUSH_SLICE_LEDGERS']) || 20 * PUSH_BATCH_SIZE;
/** Who holds a slice, as the slice records it. */
const INSTANCE = `${hostname()}:${process.pid}`;
/** The first key of the advisory locks on slices (the second is the slice's id). */
const PUSH_SLICE_LOCK = 3_200_002;
/** Past every user id (the largest integer a JavaScript number holds exactly: ids come back as numbers). */
const LAST_USER = '9007199254740991';

export type PushKind = 'policy' | 'notice';

/** What a job needs of the publication, copied when it is enqueued so the job does not depend on later edits. */
export type PushPublication = {
  kind: PushKind;
  id: number;
  title: string;
  issuer: string;
  regionCode: string;
  supportAmount: number | null;
  category: string;
  ruleSet: RuleSet;
  /**
   * A revision of a published policy (the desk's 第 N 版) and the rule set in force before it: its job tells only
   * the enterprises whose verdict the new rules move toward 符合 or 待核验. Absent on a first publication.
   */
  revision?: { number: number; previousRuleSet: RuleSet | null };
};

type PushJobRow = {
  id: number;
  kind: PushKind;
  publication_id: number;
  title: string;
  issuer: string;
  region_code: string;
  support_amount: number | null;
  category: string;
  rule_set: string;
  revision: number;
  previous_rule_set: string | null;
  cursor: number;
  status: PortalSchemas['PushJob']['status'];
  evaluated: number;
  sent: number;
};

type SliceRow = { id: number; job_id: number; cursor: number; last_user: number; done: number };

function toPushJob(row: PushJobRow & { slices_evaluated: number; slices_sent: number }): PortalSchemas['PushJob'] {
  return { id: row.id, status: row.status, evaluated: row.evaluated + row.slices_evaluated, sent: row.sent + row.slices_sent };
}

/**
 * Enqueues the job (one per version of a publication: the unique key refuses a second, so a version is never
 * pushed twice). Call inside the publish transaction.
 */
export async function enqueuePushJob(db: Db, publication: PushPublication, now: Date): Promise<PortalSchemas['PushJob']> {
  // Parsed as the job will read it: a rule set the engine refuses fails the publish, not the job later.
  const ruleSet = JSON.stringify(parseRuleSet(JSON.stringify(publication.ruleSet)));
  const previous = publication.revision?.previousRuleSet ? JSON.stringify(parseRuleSet(JSON.stringify(publication.revision.previousRuleSet))) : null;
  const result = await db.run(`INSERT INTO push_jobs (kind, publication_id, title, issuer, region_code, support_amount, category, rule_set, revision, previous_rule_set, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?) RETURNING id`, publication.kind, publication.id, publication.title, publication.issuer, publication.regionCode, publication.supportAmount, publication.category, ruleSet, publication.revision?.number ?? 0, previous, now.toISOString());
  const id = Number(result.lastInsertRowid);
  // Slice bounds every PUSH_SLICE_LEDGERS-th ledger (an index-only scan); ledgers added later fall in the last slice.
  await db.run(
    `INSERT INTO push_job_slices (job_id, cursor, last_user)
     SELECT ?, COALESCE(lag(bound) OVER (ORDER BY bound), 0), bound FROM (
       SELECT user_id AS bound FROM (SELECT user_id, row_number() OVER (ORDER BY user_id) AS n FROM ledgers) numbered WHERE n % ? = 0
       UNION ALL SELECT ${LAST_USER}::bigint
     ) bounds ORDER BY bound`,
    id,
    PUSH_SLICE_LEDGERS,
  );
  return { id, status: 'pending', evaluated: 0, sent: 0 };
}

async function jobRow(db: Db, id: number): Promise<(PushJobRow & { slices_evaluated: number; slices_sent: number }) | undefined> {
  return (await db.get(
    `SELECT j.*, COALESCE(SUM(s.evaluated), 0) AS slices_evaluated, COALESCE(SUM(s.sent), 0) AS slices_sent
     FROM push_jobs j LEFT JOIN push_job_slices s ON s.job_id = j.id WHERE j.id = ? GROUP BY j.id`,
    id,
  )) as (PushJobRow & { slices_evaluated: number; slices_sent: number }) | undefined;
}

export async function findPushJob(db: Db, id: number): Promise<PortalSchemas['PushJob'] | undefined> {
  const row = await jobRow(db, id);
  return row ? toPushJob(row) : undefined;
}

/** A slice this process holds: no other runner, here or on another instance, works on it until released. */
export type SliceClaim = { slice: number; job: number; release(): Promise<void> };

/**
 * Takes the first unfinished slice (of the job, or of any job) that no runner holds: the lock is a session
 * advisory lock on a connection of its own, so it ends with the process that held it, however it ended.
 */
export async function claimPushSlice(db: Db, jobId?: number): Promise<SliceClaim | undefined> {
  const client = await db.pool.connect();
  let held = false;
  try {
    const candidates = await client.query<{ id: number; job_id: number }>(
      // Only a pending job's: a batch of a job marked done does nothing and leaves its slice open, so a runner
      // claiming such a slice would claim it again and again.
      `SELECT s.id, s.job_id FROM push_job_slices s JOIN push_jobs j ON j.id = s.job_id AND j.status = 'pending'
        WHERE s.done = 0${jobId === undefined ? '' : ' AND s.job_id = $1'} ORDER BY s.id LIMIT 100`,
      jobId === undefined ? [] : [jobId],
    );
    for (const candidate of candidates.rows) {
      const lock = await client.query<{ locked: number }>('SELECT pg_try_advisory_lock($1::int, $2::int) AS locked', [PUSH_SLICE_LOCK, candidate.id]);
      if (!lock.rows[0]?.locked) continue;
      // Finished between the read and the lock?
      const still = await client.query<{ done: number }>('SELECT done FROM push_job_slices WHERE id = $1', [candidate.id]);
      if (still.rows[0]?.done === 0) {
        held = true;
        await client.query('UPDATE push_job_slices SET claimed_by = $2 WHERE id = $1', [candidate.id, INSTANCE]);
        return {
          slice: Number(candidate.id),
          job: Number(candidate.job_id),
          release: async () => {
            try {
              await client.query('SELECT pg_advisory_unlock($1::int, $2::int)', [PUSH_SLICE_LOCK, candidate.id]);
              client.release();
            } catch (error) {
              client.release(true);
              throw error;
            }
          },
        };
      }
      await client.query('SELECT pg_advisory_unlock($1::int, $2::int)', [PUSH_SLICE_LOCK, candidate.id]);
    }
    return undefined;
  } catch (error) {
    client.release(true);
    held = true;
    throw error;
  } finally {
    if (!held) client.release();
  }
}

/** Marks the job done once every slice is (a runner that died between its last batch and this leaves it to the next). */
export async function settlePushJobs(db: Db, now: Date, jobId?: number): Promise<void> {
  await db.transaction(async () => {
    await db.run(
      `UPDATE push_jobs j SET status = 'done', finished_at = ? WHERE j.status = 'pending'${jobId === undefined ? '' : ' AND j.id = ?'}
       AND NOT EXISTS (SELECT 1 FROM push_job_slices s WHERE s.job_id = j.id AND s.done = 0)`,
      now.toISOString(),
      ...(jobId === undefined ? [] : [jobId]),
    );
  });
}

/**
 * The one place that says yes. Sent only when no hard condition fails and the score (if any) has passed,
 * and every hard condition either passes or waits on material (待核验, `decidedBy: 'evidence'`). A
 * condition undecided because the ledger lacks a field is not 待核验: the engine cannot tell whether it
 * fails, so no message goes out (a wrong "yes" is the worst bug).
 */
export function pushVerdict(evaluation: Evaluation): { send: boolean; conditions: PortalSchemas['PushMatchCondition'][] } {
  // Ineligible, or 已认定: a qualification held in its validity is nothing to apply for.
  if (evaluation.status === 'ineligible' || evaluation.status === 'held') return { send: false, conditions: [] };
  if (evaluation.score && evaluation.score.status !== 'pass') return { send: false, conditions: [] };
  const hard = evaluation.results.filter((result) => result.kind === 'hard');
  // Waiting on material only: a question the ledger has not answered (有无贷款) could still refute it.
  const open = hard.every((result) => result.status === 'pass' || (result.status === 'unknown' && result.decidedBy === 'evidence' && result.missingFields.length === 0));
  if (!open) return { send: false, conditions: [] };
  return {
    send: true,
    conditions: hard.map((result) =>
      result.status === 'pass'
        ? { title: result.title, status: 'pass', note: `满足（${result.actualText}）` }
        : { title: result.title, status: 'unknown', note: `待核验：需提供${result.evidence}` },
    ),
  };
}

/** The money figure of one publication, by the match report's own estimate (`estimateSubsidy`). */
export function publicationEstimate(publication: Pick<PushPublication, 'id' | 'title' | 'supportAmount' | 'ruleSet'>, evaluation: Evaluation, ledger: EnterpriseLedger, now: Date): PortalSchemas['PushMatchDetail']['estimate'] {
  if ((publication.supportAmount ?? 0) <= 0) return null;
  // The estimate counts eligible policies only; with 待核验 conditions left it is the figure once they are confirmed.
  const pending = evaluation.status !== 'eligible';
  const estimate = estimateSubsidy(
    [
      {
        policyId: String(publication.id),
        policyTitle: publication.title,
        status: 'eligible',
        supportAmount: publication.supportAmount,
        ...(publication.ruleSet.funding ? { funding: publication.ruleSet.funding } : {}),
        ...(evaluation.score ? { score: evaluation.score } : {}),
      },
    ],
    ledger,
    { now },
  );
  const line = estimate.lines[0];
  if (!line) return null;
  // Money resting on a fact still to be checked (a loan, a project) is never certain: 保守 stays 0 until it is.
  return {
    conservative: pending ? 0 : estimate.conservative,
    optimistic: estimate.optimistic,
    how: pending ? `待核验条件经核实满足后：${line.note}` : line.note,
  };
}

/** Evaluates one ledger against a publication: the message detail when it should be sent. */
export function pushDetailFor(
  publication: Pick<PushPublication, 'id' | 'title' | 'supportAmount' | 'ruleSet' | 'regionCode'>,
  ledger: EnterpriseLedger,
  now: Date,
  names?: ValueNames,
): PortalSchemas['PushMatchDetail'] | undefined {
  if (!hasLedger(ledger) || !regionContains(publication.regionCode, ledger)) return undefined;
  const metrics = new MetricCache(ledger, names ? { now, names } : { now });
  // 已认定, or a hard condition failing on the ledger's own data (不符合 whatever the score): no message, no scoring.
  // Only worth asking where there is a score to skip (or a held qualification that skips everything).
  if ((publication.ruleSet.scoring || publication.ruleSet.grants) && verdictBeforeScoring(publication.ruleSet, metrics)) return undefined;
  return pushDetailOf(publication, evaluateWithCache(publication.ruleSet, metrics), ledger, now);
}

/** A verdict as the revision message names it. */
export const VERDICT_WORDS: Record<Evaluation['status'], string> = { eligible: '符合', incomplete: '待核验', ineligible: '不符合', held: '已认定' };
/** How far a verdict is from 符合: a revision tells an enterprise only when its verdict moves up this order. */
const VERDICT_RANK: Record<Evaluation['status'], number> = { held: -1, ineligible: 0, incomplete: 1, eligible: 2 };

/** What a revision's job says to one enterprise: the message detail, and its verdict before and after. */
export type RevisionChange = { detail: PortalSchemas['PushMatchDetail']; before: Evaluation['status'] | null; after: Evaluation['status'] };

/** An enterprise a revision takes the yes from: its verdict before and after, and the conditions it no longer meets. */
export type RevisionWithdrawal = { before: Evaluation['status']; after: Evaluation['status']; failed: string[] };

/**
 * Evaluates one ledger under the rule set in force before a revision and under the revised one. `up` when the new
 * verdict is a step toward 符合 (不符合 → 待核验 or 符合, 待核验 → 符合) and the revised rules would send the message at
 * all (the same yes as a first publication's); without a previous rule set nobody was ever matched against the policy
 * (`before` null), so every enterprise the revised rules would tell is told. `down` when the rules in force until now
 * said yes (they would have sent the message) and under the revised ones a hard condition fails on the enterprise's
 * own data (不符合): whoever acted on that yes must hear it is gone (the job tells only those who were pushed it).
 * Nothing for an unchanged verdict.
 */
export function revisionOutcomeFor(
  publication: Pick<PushPublication, 'id' | 'title' | 'supportAmount' | 'ruleSet' | 'regionCode'>,
  previousRuleSet: RuleSet | null,
  ledger: EnterpriseLedger,
  now: Date,
  names?: ValueNames,
): { up?: RevisionChange; down?: RevisionWithdrawal } {
  if (!hasLedger(ledger) || !regionContains(publication.regionCode, ledger)) return {};
  const metrics = new MetricCache(ledger, names ? { now, names } : { now });
  // Not a yes under the revised rules sends nothing up, and not a yes under the previous ones either was never a
  // pushed yes to take back: nothing either way, without scoring the ledger.
  if (verdictBeforeScoring(publication.ruleSet, metrics) && (previousRuleSet === null || verdictBeforeScoring(previousRuleSet, metrics))) return {};
  const evaluation = evaluateWithCache(publication.ruleSet, metrics);
  const previous = previousRuleSet ? evaluateWithCache(previousRuleSet, metrics) : null;
  const detail = pushDetailOf(publication, evaluation, ledger, now);
  if (previous === null) return detail ? { up: { detail, before: null, after: evaluation.status } } : {};
  if (VERDICT_RANK[evaluation.status] > VERDICT_RANK[previous.status]) return detail ? { up: { detail, before: previous.status, after: evaluation.status } } : {};
  const down = takenBackYes(previous, evaluation);
  return down ? { down } : {};
}

/**
 * The yes a revision takes back (the push job's rule, and the desk's 试算 counts it): the rules in force until now
 * would have sent the message, and under the revised ones a hard condition fails on the enterprise's own data. Only
 * such a failure takes it back: a field left unanswered is no 不符合.
 */
export function takenBackYes(previous: Evaluation, evaluation: Evaluation): RevisionWithdrawal | undefined {
  if (evaluation.status !== 'ineligible' || !pushVerdict(previous).send) return undefined;
  const failed = evaluation.results.filter((result) => result.status === 'fail' && result.kind === 'hard').map((result) => result.title);
  return { before: previous.status, after: evaluation.status, failed };
}

/** The message a revision sends an enterprise whose verdict it moves toward 符合 (see `revisionOutcomeFor`). */
export function revisionChangeFor(
  publication: Pick<PushPublication, 'id' | 'title' | 'supportAmount' | 'ruleSet' | 'regionCode'>,
  previousRuleSet: RuleSet | null,
  ledger: EnterpriseLedger,
  now: Date,
  names?: ValueNames,
): RevisionChange | undefined {
  return revisionOutcomeFor(publication, previousRuleSet, ledger, now, names).up;
}

/** 「按修订后的条件，贵企业已不再符合…」: to an enterprise the earlier version's push told yes, which the revision takes back. */
export function withdrawalMessage(publication: Pick<PushPublication, 'kind' | 'id' | 'title' | 'issuer'>, revision: number, change: RevisionWithdrawal) {
  const noun = publication.kind === 'policy' ? '政策' : '申报通知';
  const failed = change.failed.length > 0 ? `不再满足的条件：${change.failed.join('；')}。` : '';
  return {
    type: publication.kind,
    title: `按修订后的条件，贵企业已不再符合${bookTitle(publication.title)}`,
    content:
      `${publication.issuer}修订了${noun}${bookTitle(publication.title)}（第 ${revision} 版）。按修订后的条件，贵企业现为${VERDICT_WORDS[change.after]}（修订前为${VERDICT_WORDS[change.before]}）。` +
      `${failed}此前推送的“你可能符合”已不再成立，申报前请按修订后的条件核对。此消息由系统根据申报条件自动推送。`,
    link: { kind: publication.kind, id: publication.id },
  } as const;
}

/** The message detail of an evaluation already made (the desk's trial counts the same messages the job sends). */
export function pushDetailOf(
  publication: Pick<PushPublication, 'id' | 'title' | 'supportAmount' | 'ruleSet'>,
  evaluation: Evaluation,
  ledger: EnterpriseLedger,
  now: Date,
): PortalSchemas['PushMatchDetail'] | undefined {
  const verdict = pushVerdict(evaluation);
  if (!verdict.send) return undefined;
  return { conditions: verdict.conditions, estimate: publicationEstimate(publication, evaluation, ledger, now) };
}

export function pushMessage(
  publication: Pick<PushPublication, 'kind' | 'id' | 'title' | 'issuer'>,
  detail: PortalSchemas['PushMatchDetail'],
  revision?: { number: number; before: Evaluation['status'] | null; after: Evaluation['status'] },
) {
  const noun = publication.kind === 'policy' ? '政策' : '申报通知';
  const passed = detail.conditions.filter((condition) => condition.status === 'pass').length;
  const pending = detail.conditions.length - passed;
  const money = detail.estimate ? `，预估可获${formatEstimateRange(detail.estimate)}` : '';
  const assessed = `${passed} 项条件满足${pending > 0 ? `，${pending} 项待核验` : ''}${money}。此消息由系统根据申报条件自动推送，无需订阅。`;
  if (revision) {
    return {
      type: publication.kind,
      title: `按修订后的条件，你可能符合${bookTitle(publication.title)}`,
      content:
        `${publication.issuer}修订了${noun}${bookTitle(publication.title)}（第 ${revision.number} 版）。按修订后的条件，贵企业现为${VERDICT_WORDS[revision.after]}` +
        `${revision.before === null ? '' : `（修订前为${VERDICT_WORDS[revision.before]}）`}。按您的企业档案评估：${assessed}`,
      link: { kind: publication.kind, id: publication.id },
    } as const;
  }
  return {
    type: publication.kind,
    title: `你可能符合${bookTitle(publication.title)}`,
    content: `${publication.issuer}发布了${noun}${bookTitle(publication.title)}。按您的企业档案评估：${assessed}`,
    link: { kind: publication.kind, id: publication.id },
  } as const;
}

type LedgerBatchRow = { user_id: number; data: string; notify_matches: number | null };

export type PushBatchOptions = {
  now: Date;
  batchSize?: number;
  names?: ValueNames;
  /** Told of each stored ledger the batch cannot read (skipped and counted in the slice's `malformed`). */
  onMalformed?: (userId: number, reason: string) => void;
};

/** Parsed rule sets of the jobs this process works on, by their stored text: a job's snapshot never changes. */
const parsedRuleSets = new Map<string, RuleSet>();

function jobRuleSet(text: string): RuleSet {
  let ruleSet = parsedRuleSets.get(text);
  if (!ruleSet) {
    ruleSet = parseRuleSet(text);
    if (parsedRuleSets.size >= 16) parsedRuleSets.clear();
    parsedRuleSets.set(text, ruleSet);
  }
  return ruleSet;
}

/**
 * Runs one batch of a slice the caller holds, in one transaction; answers whether the slice is finished. A
 * delivery key per (user, publication) makes a message impossible to send twice even if two runners overlapped.
 * The batch reads its ledgers in one query, evaluates them, and writes its messages with their delivery keys in one
 * statement. It runs at READ COMMITTED: what keeps a message from going out twice is the slice's advisory lock and
 * the delivery keys, not what the batch read, and serializable's read tracking made two instances' batches (each
 * reading the job another one's batch was updating) abort each other and start again.
 */
export async function runSliceBatch(db: Db, sliceId: number, options: PushBatchOptions): Promise<boolean> {
  const batchSize = options.batchSize ?? PUSH_BATCH_SIZE;
  return await db.transaction(async () => {
    const slice = (await db.get('SELECT * FROM push_job_slices WHERE id = ?', sliceId)) as SliceRow | undefined;
    // The job's own row, not its slices' sums: a batch reads nothing another instance's batch writes.
    const job = slice && ((await db.get('SELECT * FROM push_jobs WHERE id = ?', slice.job_id)) as PushJobRow | undefined);
    if (!slice || !job || slice.done === 1 || job.status === 'done') return true;
    const publication = { kind: job.kind, id: job.publication_id, title: job.title, issuer: job.issuer, regionCode: job.region_code, supportAmount: job.support_amount, ruleSet: jobRuleSet(job.rule_set) };
    // A revision's job: only the verdicts it moves toward 符合, compared with the rule set in force before it.
    const revision = job.revision > 0 ? { number: Number(job.revision), previousRuleSet: job.previous_rule_set === null ? null : jobRuleSet(job.previous_rule_set) } : undefined;
    // Both tables bounded by the slice: bounding the ledgers alone, the join walked the users from the first one.
    const rows = (await db.all(`SELECT l.user_id, l.data, s.notify_matches FROM ledgers l
         JOIN users u ON u.id = l.user_id AND u.user_type = 'enterprise'
         LEFT JOIN subscriptions s ON s.user_id = l.user_id
         WHERE l.user_id > ? AND l.user_id <= ? AND u.id > ? AND u.id <= ? ORDER BY l.user_id LIMIT ?`, slice.cursor, slice.last_user, slice.cursor, slice.last_user, batchSize)) as LedgerBatchRow[];
    const first = rows[0]?.user_id ?? 0;
    const last = rows.at(-1)?.user_id ?? 0;
    const usersOf = async (sql: string) => new Set(((await db.all(sql, first, last, job.kind, job.publication_id, job.revision)) as { user_id: number }[]).map((row) => Number(row.user_id)));
    const delivered = await usersOf('SELECT user_id FROM push_deliveries WHERE user_id >= ? AND user_id <= ? AND kind = ? AND publication_id = ? AND revision = ?');
    // A yes taken back reaches only an enterprise an earlier version's push told it.
    const toldBefore = revision ? await usersOf('SELECT DISTINCT user_id FROM push_deliveries WHERE user_id >= ? AND user_id <= ? AND kind = ? AND publication_id = ? AND revision < ?') : new Set<number>();
    let evaluated = 0;
    let malformed = 0;
    const messages: NewMessage[] = [];
    for (const row of rows) {
      // The enterprise turned it off (我的订阅 → 政策匹配推送); no saved subscription means on.
      if (row.notify_matches === 0) continue;
      const stored = readStoredLedger(row.data);
      if (!stored.ok) {
        malformed += 1;
        options.onMalformed?.(Number(row.user_id), stored.reason);
        continue;
      }
      const ledger = stored.ledger;
      if (!regionContains(publication.regionCode, ledger)) continue;
      evaluated += 1;
      const outcome = revision ? revisionOutcomeFor(publication, revision.previousRuleSet, ledger, options.now, options.names) : undefined;
      const change = outcome?.up;
      const detail = revision ? change?.detail : pushDetailFor(publication, ledger, options.now, options.names);
      const withdrawn = revision && outcome?.down && toldBefore.has(Number(row.user_id)) ? outcome.down : undefined;
      if ((!detail && !withdrawn) || delivered.has(Number(row.user_id))) continue;
      const message = detail
        ? { ...pushMessage(publication, detail, revision && change ? { number: revision.number, before: change.before, after: change.after } : undefined), match: detail }
        : withdrawalMessage(publication, Number(job.revision), withdrawn as RevisionWithdrawal);
      messages.push({ userId: row.user_id, ...message });
    }
    await insertDeliveredMessages(db, messages, { kind: job.kind, publicationId: Number(job.publication_id), revision: Number(job.revision) }, options.now);
    const finished = rows.length < batchSize;
    await db.run(`UPDATE push_job_slices SET cursor = ?, evaluated = evaluated + ?, sent = sent + ?, malformed = malformed + ?, done = ? WHERE id = ?`, rows.at(-1)?.user_id ?? slice.cursor, evaluated, messages.length, malformed, finished ? 1 : 0, sliceId);
    return finished;
  }, { isolation: 'read committed' });
}

/**
 * Runs one batch of the job's first slice no other runner holds and answers the job after it (as it is when
 * every slice is held elsewhere).
 */
export async function runPushBatch(db: Db, jobId: number, options: PushBatchOptions): Promise<PortalSchemas['PushJob'] | undefined> {
  const claim = await claimPushSlice(db, jobId);
  if (claim) {
    try {
      await runSliceBatch(db, claim.slice, options);
    } finally {
      await claim.release();
    }
  }
  await settlePushJobs(db, options.now, jobId);
  return await findPushJob(db, jobId);
}

/** Runs a job to the end (or for at most `maxBatches` batches: tests stop a job half-way with it). */
export async function runPushJob(db: Db, jobId: number, options: PushBatchOptions & { maxBatches?: number }): Promise<PortalSchemas['PushJob'] | undefined> {
  const names = options.names ?? (await valueNames(db));
  let job = await findPushJob(db, jobId);
  for (let batch = 0; job?.status === 'pending' && (options.maxBatches === undefined || batch < options.maxBatches); batch += 1) {
    job = await runPushBatch(db, jobId, { ...options, names });
  }
  return job;
}
