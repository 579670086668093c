import { MetricCache, evaluateWithCache, regionContains } from '@smes/eligibility';
import type { EnterpriseLedger, EvaluationStatus } from '@smes/eligibility';
import { rulesErrors } from '@smes/policy-desk';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { DomainError, FieldValidationError } from '../shared/domain-error';
import { hasLedger, readStoredLedger } from './ledgers';
import { valueNames } from './matching';
import { readableRuleSet } from './rule-set-cache';
import { deskRuleSet, deskRuleSetId, placementOf } from './policy-desk-publish';
import { POLICY_DESK_NOT_FOUND } from './policy-desk-read';
import { publicationEstimate, pushDetailOf, takenBackYes } from './push-matching';

type Trial = PortalSchemas['PolicyRuleTrial'];
type Counts = PortalSchemas['PolicyRuleTrialCounts'];
type LedgerRow = { user_id: number; data: string; notify_matches: number | null };

const LEDGER_BATCH = 1000;

/** Every enterprise's ledger in user order, read a batch at a time: a province's ledgers do not fit in memory at once. */
async function* enterpriseLedgers(db: Db): AsyncGenerator<LedgerRow> {
  let after = 0;
  for (;;) {
    const rows = (await db.all(`SELECT l.user_id, l.data, s.notify_matches FROM ledgers l
       JOIN users u ON u.id = l.user_id AND u.user_type = 'enterprise'
       LEFT JOIN subscriptions s ON s.user_id = l.user_id
       WHERE l.user_id > ? ORDER BY l.user_id LIMIT ${LEDGER_BATCH}`, after)) as LedgerRow[];
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < LEDGER_BATCH || last === undefined) return;
    after = last.user_id;
  }
}

const emptyCounts = (): Counts => ({ eligible: 0, pending: 0, ineligible: 0, held: 0, notified: 0 });

function count(counts: Counts, status: EvaluationStatus): void {
  if (status === 'eligible') counts.eligible += 1;
  else if (status === 'ineligible') counts.ineligible += 1;
  else if (status === 'held') counts.held += 1;
  else counts.pending += 1;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : Math.round((((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2) * 100) / 100;
}

const SAMPLE_SIZE = 6;
const SAMPLE_ORDER: Record<EvaluationStatus, number> = { eligible: 0, incomplete: 1, held: 2, ineligible: 3 };

/** The draft's rules as the engine will evaluate them once published, or why they cannot be tried yet (400 at the field). */
async function trialRuleSet(db: Db, input: { deskId?: number | null; document: PortalSchemas['PolicyDocument'] }) {
  const { document } = input;
  const deskId = input.deskId ?? null;
  const desk =
    deskId === null ? undefined : ((await db.get('SELECT id, policy_id FROM policy_desk WHERE id = ?', deskId)) as { id: number; policy_id: number | null } | undefined);
  if (deskId !== null && !desk) throw new DomainError('not_found', POLICY_DESK_NOT_FOUND);
  if (!document.rules) throw new FieldValidationError({ rules: '请先编写条件和资金规则，再试算' });
  const place = await placementOf(db, document.level, document.regionCode);
  if (place === undefined) throw new FieldValidationError({ regionCode: '请选择发文地区，试算按发文地区内的企业进行' });
  if (typeof place === 'string') throw new FieldValidationError({ regionCode: place });
  const errors = rulesErrors(document, 'trial');
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  return { desk, place, ruleSet: deskRuleSet(document, place, { id: deskRuleSetId(deskId), version: '试算' }) };
}

/**
 * 试算: the draft's rules against every enterprise ledger in the document's region, as the push job would read
 * them on publication — how many would be 符合 / 待核验 / 不符合 / 已认定, how many would get the message, the
 * spread of the 保守 estimate of those it would reach, a few named samples — and, where the policy is published
 * with rules, the same for the version in force, how many enterprises' verdict would change, and how many an earlier
 * push told yes would hear 「已不再符合」 (the job's own rule). Nothing is saved.
 */
export async function trialRules(db: Db, input: PortalSchemas['PolicyRuleTrialInput'], now: Date): Promise<Trial> {
  const { document } = input;
  const { desk, place, ruleSet } = await trialRuleSet(db, input);
  const stored = desk?.policy_id == null ? undefined : ((await db.get(`SELECT rule_set FROM policies WHERE id = ? AND validity = 'valid'`, desk.policy_id)) as { rule_set: string | null } | undefined);
  const previousRuleSet = stored?.rule_set ? readableRuleSet(stored.rule_set) : undefined;
  const publication = { id: 0, title: document.title.trim(), supportAmount: document.supportAmount, ruleSet };

  const names = await valueNames(db);
  const counts = emptyCounts();
  const previous = previousRuleSet ? emptyCounts() : null;
  let changed = 0;
  // Whom an earlier version's push told: only they hear that a revision takes their yes back.
  const told = new Set(
    previousRuleSet && desk?.policy_id != null
      ? ((await db.all(`SELECT DISTINCT user_id FROM push_deliveries WHERE kind = 'policy' AND publication_id = ? ORDER BY user_id`, desk.policy_id)) as { user_id: number }[]).map((item) => Number(item.user_id))
      : [],
  );
  let takenBack = 0;
  let total = 0;
  const estimates: number[] = [];
  const samples: (Trial['samples'][number] & { order: number })[] = [];
  for await (const row of enterpriseLedgers(db)) {
    // A stored ledger the push cannot read it skips (readStoredLedger); so does the count of whom it would tell.
    const stored = readStoredLedger(row.data);
    if (!stored.ok) continue;
    const ledger = stored.ledger;
    if (!hasLedger(ledger) || !regionContains(place.regionCode, ledger)) continue;
    total += 1;
    const metrics = new MetricCache(ledger, { now, names });
    const evaluation = evaluateWithCache(ruleSet, metrics);
    count(counts, evaluation.status);
    const detail = pushDetailOf(publication, evaluation, ledger, now);
    // The job skips an enterprise that turned 政策匹配推送 off; so does the count of who would be told.
    if (detail && row.notify_matches !== 0) counts.notified += 1;
    if (detail?.estimate && evaluation.status === 'eligible') estimates.push(detail.estimate.conservative);
    if (previous && previousRuleSet) {
      const before = evaluateWithCache(previousRuleSet, metrics);
      count(previous, before.status);
      if (before.status !== evaluation.status) changed += 1;
      if (row.notify_matches !== 0 && told.has(Number(row.user_id)) && takenBackYes(before, evaluation)) takenBack += 1;
    }
    const order = SAMPLE_ORDER[evaluation.status];
    const worst = samples.reduce((max, sample) => Math.max(max, sample.order), -1);
    if (samples.length < SAMPLE_SIZE || order < worst) {
      const name = typeof ledger.enterpriseName === 'string' && ledger.enterpriseName.trim() !== '' ? ledger.enterpriseName : `企业 ${row.user_id}`;
      samples.push({ enterprise: name, status: evaluation.status, estimate: detail?.estimate?.how ?? null, order });
      samples.sort((a, b) => a.order - b.order);
      if (samples.length > SAMPLE_SIZE) samples.pop();
    }
  }
  return {
    ruleSetVersion: ruleSet.version,
    scope: `注册地在${place.regionName}的企业`,
    total,
    counts,
    estimate: { count: estimates.length, min: estimates.length ? Math.min(...estimates) : null, median: median(estimates), max: estimates.length ? Math.max(...estimates) : null },
    samples: samples.map(({ order: _order, ...sample }) => sample),
    previous,
    changed: previous ? changed : null,
    takenBack: previous ? takenBack : null,
  };
}

/** How many sample enterprises a search answers. */
const ENTERPRISE_MATCHES = 10;
const enterpriseName = (ledger: EnterpriseLedger, userId: number) =>
  typeof ledger.enterpriseName === 'string' && ledger.enterpriseName.trim() !== '' ? ledger.enterpriseName : `企业 ${userId}`;

/**
 * Enterprises to try the draft on: ledgers in the document's region whose name holds the keyword, or whose 统一社会
 * 信用代码 is it (case-insensitive), in user order.
 */
export async function trialEnterprises(db: Db, keyword: string, regionCode: string | undefined): Promise<PortalSchemas['PolicyRuleTrialEnterprise'][]> {
  const words = keyword.trim();
  if (words === '') throw new FieldValidationError({ keyword: '请输入企业名称或统一社会信用代码' });
  // The stored text holds the keyword as JSON writes it inside a string; the rows it finds are then read as ledgers and
  // matched on their fields. Casting every row to JSON in the query would fail the whole search on one unreadable ledger.
  const written = JSON.stringify(words).slice(1, -1);
  const found: PortalSchemas['PolicyRuleTrialEnterprise'][] = [];
  let after = 0;
  for (;;) {
    const rows = (await db.all(`SELECT l.user_id, l.data FROM ledgers l JOIN users u ON u.id = l.user_id AND u.user_type = 'enterprise'
       WHERE l.user_id > ? AND (strpos(l.data, ?) > 0 OR strpos(upper(l.data), upper(?)) > 0)
       ORDER BY l.user_id LIMIT ${LEDGER_BATCH}`, after, written, written)) as { user_id: number; data: string }[];
    for (const row of rows) {
      const stored = readStoredLedger(row.data);
      if (!stored.ok) continue;
      const ledger = stored.ledger;
      const named = typeof ledger.enterpriseName === 'string' && ledger.enterpriseName.includes(words);
      const coded = typeof ledger.creditCode === 'string' && ledger.creditCode.toUpperCase() === words.toUpperCase();
      if (!named && !coded) continue;
      if (!hasLedger(ledger) || (regionCode !== undefined && !regionContains(regionCode, ledger))) continue;
      found.push({ userId: Number(row.user_id), enterprise: enterpriseName(ledger, row.user_id), creditCode: ledger.creditCode ?? '' });
      if (found.length === ENTERPRISE_MATCHES) return found;
    }
    const last = rows.at(-1);
    if (rows.length < LEDGER_BATCH || last === undefined) return found;
    after = last.user_id;
  }
}

/**
 * 试算 on chosen enterprises: each one's verdict, the estimate with its formula and every condition with the ledger's
 * value, by the very evaluation its match report makes (the engine on its ledger, the push's estimate). An
 * enterprise outside the document's region is refused at `userIds`: the published rules would never reach it.
 */
export async function trialSamples(db: Db, input: PortalSchemas['PolicyRuleSampleTrialInput'], now: Date): Promise<PortalSchemas['PolicyRuleSampleTrial']> {
  const { place, ruleSet } = await trialRuleSet(db, input);
  const names = await valueNames(db);
  const publication = { id: 0, title: input.document.title.trim(), supportAmount: input.document.supportAmount, ruleSet };
  const samples: PortalSchemas['PolicyRuleSample'][] = [];
  for (const userId of input.userIds) {
    const row = (await db.get(`SELECT l.data FROM ledgers l JOIN users u ON u.id = l.user_id AND u.user_type = 'enterprise' WHERE l.user_id = ?`, userId)) as { data: string } | undefined;
    const stored = row ? readStoredLedger(row.data) : undefined;
    if (stored && !stored.ok) throw new FieldValidationError({ userIds: '所选企业的企业档案无法读取，请重新选择样例企业' });
    const ledger = stored?.ledger;
    if (!ledger || !hasLedger(ledger)) throw new FieldValidationError({ userIds: '所选企业没有企业档案，请重新选择样例企业' });
    if (!regionContains(place.regionCode, ledger)) throw new FieldValidationError({ userIds: `${enterpriseName(ledger, userId)}不在发文地区${place.regionName}内，请重新选择样例企业` });
    const evaluation = evaluateWithCache(ruleSet, new MetricCache(ledger, { now, names }));
    const money = evaluation.status === 'eligible' || evaluation.status === 'incomplete';
    samples.push({
      userId,
      enterprise: enterpriseName(ledger, userId),
      creditCode: ledger.creditCode ?? '',
      status: evaluation.status,
      estimate: money ? publicationEstimate(publication, evaluation, ledger, now) : null,
      conditions: evaluation.results.map((result) => ({ title: result.title, kind: result.kind, status: result.status, actualText: result.actualText, standardText: result.standardText, clause: result.basis.clause })),
    });
  }
  return { ruleSetVersion: ruleSet.version, samples };
}
