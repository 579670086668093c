import { createHash } from 'node:crypto';
import {
  chinaToday,
  evaluate,
  fieldsUsedBy,
  formatEstimateRange,
  hasRegisteredRegion,
  ledgerCompleteness,
  matchPolicies,
  NATIONWIDE_REGION_NAME,
  OUT_OF_SCOPE_LISTED,
  prepareMatchable,
  regionChain,
  regionNamesFrom,
  scopeFromCodes,
  splitByScope,
  summaryForContract,
  toContractEstimate,
  toContractPolicyMatch,
} from '@smes/eligibility';
import type {
  ConditionResult,
  ContractMatchScope,
  EnterpriseLedger,
  Evaluation,
  IndicatorResult,
  MatchSummaryForContract,
  MatchablePolicies,
  PolicyMatch,
  PolicyMatchForContract,
  PolicyMatchReport,
  RegionPlace,
  RuleSet,
  ValueNames,
} from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { NATIONWIDE_CODE, findRegion, regionInSql, regionIndex } from './regions';
import { mapInOrder } from '../shared/in-order';
import { deepFreeze, ruleSetCacheOf } from './rule-set-cache';

/** Region names for 实际值 (杭州市余杭区, not 330110), from the same tree the browser receives. */
export async function valueNames(db: Db): Promise<ValueNames> {
  return regionNamesFrom((await regionIndex(db)).tree);
}

type MatchableRow = { id: number; title: string; category: string; support_amount: number | null; rule_set_revision: number; region_code: string; region_name: string };

/** A matchable policy: in force, with a rule set (the partial index `policies_matchable` holds exactly these). */
const MATCHABLE_WHERE = `validity = 'valid' AND rule_set IS NOT NULL`;
/** The rows without their rule-set text: the cache says which texts must still be read (ADR 110). */
const MATCHABLE_SQL = `SELECT id, title, category, support_amount, rule_set_revision, region_code, region_name FROM policies WHERE ${MATCHABLE_WHERE}`;

/** A matchable policy as the engine reads it: the contract's, with its rule set parsed and without `fields`. */
export type ListedPolicy = Omit<PortalSchemas['MatchablePolicy'], 'ruleSet' | 'fields'> & { ruleSet: RuleSet };

/**
 * The rows as the engine reads them, each rule set from the database handle's cache or, for the ones it does not
 * hold at the row's revision, read and parsed once. A stored rule set that does not parse leaves only its own policy
 * out (ADR 114: told once per revision, counted in the cache's `unreadable`), never the list. A rule set written
 * between the two reads comes at its newer revision; one taken out of force meanwhile drops its policy, as a list
 * read a moment later would.
 */
async function withRuleSets(db: Db, rows: readonly MatchableRow[]): Promise<ListedPolicy[]> {
  const cache = ruleSetCacheOf(db);
  const ruleSets = new Map<number, RuleSet>();
  const missing: number[] = [];
  for (const row of rows) {
    const ruleSet = cache.get(row.id, row.rule_set_revision);
    if (ruleSet) ruleSets.set(row.id, ruleSet);
    else missing.push(row.id);
  }
  if (missing.length > 0) {
    const read = (await db.all(`SELECT id, rule_set, rule_set_revision FROM policies WHERE id = ANY(?::bigint[]) AND rule_set IS NOT NULL`, `{${missing.join(',')}}`)) as {
      id: number;
      rule_set: string;
      rule_set_revision: number;
    }[];
    for (const row of read) {
      const ruleSet = cache.tryPut(row.id, row.rule_set_revision, row.rule_set);
      if (ruleSet) ruleSets.set(row.id, ruleSet);
    }
  }
  const listed: ListedPolicy[] = [];
  for (const row of rows) {
    const ruleSet = ruleSets.get(row.id);
    if (!ruleSet) continue;
    listed.push({
      policyId: row.id,
      policyTitle: row.title,
      category: row.category,
      supportAmount: row.support_amount,
      ruleSet,
      regionCode: row.region_code,
      regionName: row.region_name,
    });
  }
  return listed;
}

/** The matchable rows (without their rule-set text) of `chain`'s regions, or of every region, oldest first. */
async function matchableRows(db: Db, chain?: readonly string[]): Promise<MatchableRow[]> {
  const scope = chain ? regionInSql(chain, 'scope') : { sql: 'TRUE', params: {} };
  return (await db.all(`${MATCHABLE_SQL} AND ${scope.sql} ORDER BY id`, scope.params)) as MatchableRow[];
}

/**
 * Every matchable policy, oldest first: the same list the browser gets, so both compute the same report. With
 * `chain` (an enterprise's region chain, `applicableChain`) only the policies issued for one of its regions: the
 * browser's what-if never changes the region, so the rest could only ever be out of scope (a province's thousands).
 * The rule sets are shared with other callers and frozen: never change them.
 */
export async function listMatchablePolicies(db: Db, chain?: readonly string[]): Promise<ListedPolicy[]> {
  return withRuleSets(db, await matchableRows(db, chain));
}

/**
 * One ledger's evaluation against its region chain's policies, as 为你推荐, 资金测算, the calendar's marks and a saved
 * report all read it (ADR 114): the engine's report over the in-scope candidates, with region names in 实际值 (the
 * saved report shows them; nothing else reads those texts). Frozen: every caller shares it.
 */
export type ChainEvaluation = { readonly prepared: MatchablePolicies; readonly report: PolicyMatchReport };

/**
 * Everything a chain evaluation depends on, as one key: the China day (qualifications' validity, years since
 * registration — the engine's only clock is the day), the ledger as the engine reads it (with its IP records'
 * counts), and each matchable row of the chain as read now — id, title, category, 扶持金额, region and the
 * rule set's revision (every write of a rule set takes a new one, migration 0028). The region names come from the
 * handle's region index, which is read once per handle. A write to any of these is a new key, never a stale answer.
 */
function evaluationKey(ledger: EnterpriseLedger, now: Date, rows: readonly MatchableRow[]): string {
  return createHash('sha256').update(chinaToday(now)).update('\n').update(JSON.stringify(ledger)).update('\n').update(JSON.stringify(rows)).digest('base64');
}

/** How many chain evaluations a database handle keeps, least recently used first out: ~6 MB each at a province chain (ADR 114). */
export const EVALUATION_CACHE_ENTRIES = 8;

/** Chain evaluations by key, least recently used first out, each kept from the moment it is asked for (one run for callers at once). */
export class EvaluationCache {
  private readonly entries = new Map<string, Promise<ChainEvaluation>>();
  hits = 0;
  misses = 0;

  constructor(readonly limit: number) {}

  get(key: string, compute: () => Promise<ChainEvaluation>): Promise<ChainEvaluation> {
    const held = this.entries.get(key);
    if (held) {
      this.hits += 1;
      this.entries.delete(key);
      this.entries.set(key, held);
      return held;
    }
    this.misses += 1;
    const pending = compute();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limit) break;
      this.entries.delete(oldest);
    }
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
}

const evaluationCaches = new WeakMap<Db, EvaluationCache>();

/** The chain evaluations of one database handle (like its rule sets, ADR 110). */
export function evaluationCacheOf(db: Db): EvaluationCache {
  let cache = evaluationCaches.get(db);
  if (!cache) {
    cache = new EvaluationCache(EVALUATION_CACHE_ENTRIES);
    evaluationCaches.set(db, cache);
  }
  return cache;
}

/** The ledger's chain evaluation, shared by every caller with the same key (`evaluationKey`). */
export async function evaluateChain(db: Db, ledger: EnterpriseLedger, now: Date): Promise<ChainEvaluation> {
  const rows = await matchableRows(db, regionChain(ledger));
  return evaluationCacheOf(db).get(evaluationKey(ledger, now, rows), async () => {
    const prepared = prepareMatchable(await withRuleSets(db, rows));
    // The chain's rows are exactly the policies whose region contains the ledger's; split as matchForContract does.
    const { inScope } = splitByScope(prepared, ledger, scopeFromCodes(ledger));
    const report = matchPolicies(inScope, ledger, { now, names: await valueNames(db) });
    return deepFreeze({ prepared, report });
  });
}

/**
 * The list as `GET /api/policy-match/policies` answers it: each policy with the ledger fields its parsed rule set
 * reads, so the 匹配问卷 asks and counts them without the rule-set parser in the browser (ADR 102). A policy whose
 * rule set does not parse is left out (`withRuleSets`), so every listed policy's fields are its rule set's. The reports
 * and estimates read `listMatchablePolicies` and skip this work.
 */
export async function listMatchablePoliciesWithFields(db: Db, chain?: readonly string[]): Promise<PortalSchemas['MatchablePolicy'][]> {
  return (await listMatchablePolicies(db, chain)).map((policy) => ({ ...policy, fields: fieldsUsedBy(policy.ruleSet) }));
}

/**
 * How many policies `listMatchablePolicies` gives for the same `chain`, for a page that shows only their number (匹配问卷's
 * "N 项政策"): the matchable rows less those whose rule set, at the revision stored now, the handle's cache has found
 * not to parse (ADR 114) — the list and the reports leave those out, so the page must not promise them. Two counts
 * in the database, no rule-set text read: the warm-up after the start (and every list or report since) has parsed each
 * stored revision; one written since and read by nobody yet is counted until a read finds it broken (the policy desk
 * refuses a rule set that does not parse, so only a hand edit of the database can leave one).
 */
export async function countMatchablePolicies(db: Db, chain?: readonly string[]): Promise<number> {
  const scope = chain ? regionInSql(chain, 'scope') : { sql: 'TRUE', params: {} };
  const where = `${MATCHABLE_WHERE} AND ${scope.sql}`;
  const count = async (sql: string, params: Record<string, string>) => ((await db.get(sql, params)) as { total: number }).total;
  const total = await count(`SELECT COUNT(*) AS total FROM policies WHERE ${where}`, scope.params);
  const unreadable = ruleSetCacheOf(db).unreadableRevisionsNow();
  if (unreadable.ids.length === 0) return total;
  const left = await count(
    `SELECT COUNT(*) AS total FROM policies WHERE ${where} AND (id, rule_set_revision) IN (SELECT * FROM unnest(@unreadableIds::bigint[], @unreadableRevisions::bigint[]))`,
    { ...scope.params, unreadableIds: `{${unreadable.ids.join(',')}}`, unreadableRevisions: `{${unreadable.revisions.join(',')}}` },
  );
  return total - left;
}

/**
 * The enterprise's match scope in words: its region chain named from the region tree (全国 → 省 → 市 →
 * 区县), labelled by the most precise region, e.g. 杭州市余杭区.
 */
export async function matchScope(db: Db, place: RegionPlace): Promise<ContractMatchScope> {
  const regions = await mapInOrder(regionChain(place), async (code) => ({ code, name: code === NATIONWIDE_CODE ? NATIONWIDE_REGION_NAME : ((await findRegion(db, code))?.name ?? code) }));
  if (!hasRegisteredRegion(place)) return { label: `${NATIONWIDE_REGION_NAME}（未填写注册地区）`, regions };
  const named = regions.slice(1).map((region) => region.name);
  // District names in the tree are short (余杭区); the label reads best with its city (杭州市余杭区).
  const label = named.length >= 2 ? named.slice(-2).join('') : (named[0] ?? '');
  return { label, regions };
}

/** A condition as a saved report shows it (its row of the condition table): not the raw metric or the service needs. */
export type ShownCondition = Omit<ConditionResult, 'actual' | 'serviceNeeds'>;

/** A score as a saved report shows it: the caption's figures and one row per indicator, without sub-items or bases. */
export type ShownScore = Omit<NonNullable<Evaluation['score']>, 'indicators' | 'directPaths'> & {
  indicators: Pick<IndicatorResult, 'id' | 'title' | 'group' | 'status' | 'score' | 'scoreMax' | 'max' | 'actualText'>[];
  directPaths?: ShownCondition[];
};

/** One policy's verdict as a saved match report keeps it: verdict, rule version, the conditions and score it shows. */
export type StoredPolicyMatch = Omit<PolicyMatchForContract, 'results' | 'score'> & { results: ShownCondition[]; score?: ShownScore };

/**
 * The contract's `MatchReportPayload` as the server stores it: per policy what the report screen and its exports
 * show (verdict, rule set version, estimate lines, each condition's row, the score's rows), never the engine's raw
 * metrics, and the out-of-scope policies counted with only the first few listed (matchForContract).
 */
export type StoredMatchReport = Omit<PortalSchemas['MatchReportPayload'], keyof MatchSummaryForContract> &
  Omit<MatchSummaryForContract, 'matches'> & { matches: StoredPolicyMatch[] };

function shownCondition({ actual: _actual, serviceNeeds: _needs, ...shown }: ConditionResult): ShownCondition {
  return shown;
}

function shownScore(score: NonNullable<Evaluation['score']>): ShownScore {
  const { indicators, directPaths, ...figures } = score;
  return {
    ...figures,
    indicators: indicators.map(({ id, title, group, status, score: points, scoreMax, max, actualText }) => ({
      id,
      title,
      ...(group === undefined ? {} : { group }),
      status,
      score: points,
      scoreMax,
      max,
      actualText,
    })),
    ...(directPaths ? { directPaths: directPaths.map(shownCondition) } : {}),
  };
}

/** What a saved report keeps of one engine match (StoredPolicyMatch). */
export function storedPolicyMatch({ results, score, ...verdict }: PolicyMatchForContract): StoredPolicyMatch {
  return { ...verdict, results: results.map(shownCondition), ...(score ? { score: shownScore(score) } : {}) };
}

/**
 * The matchable policies outside a region chain, as a report names them: how many, and the first OUT_OF_SCOPE_LISTED
 * in the order `listMatchablePolicies` gives them (the count is of rows: a policy whose stored rule set does not
 * parse is counted, though left out of the listed few, ADR 114).
 */
async function outsideChain(db: Db, chain: readonly string[]): Promise<{ listed: ListedPolicy[]; count: number }> {
  const scope = regionInSql(chain, 'scope');
  const rows = (await db.all(`${MATCHABLE_SQL} AND NOT (${scope.sql}) ORDER BY id LIMIT @listed`, { ...scope.params, listed: OUT_OF_SCOPE_LISTED })) as MatchableRow[];
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM policies WHERE ${MATCHABLE_WHERE} AND NOT (${scope.sql})`, scope.params)) as { total: number };
  return { listed: await withRuleSets(db, rows), count: total };
}

/**
 * A match report to save (ADR 136): everything but its policies, and its policies one at a time — each made into
 * what the report stores (`storedPolicyMatch` of the kept evaluation's shared, frozen verdict) only when asked for,
 * so that a writer asking for each once, in order, never holds the 2,439 copies of a province's report at once.
 */
export type MatchReportToSave = { summary: Omit<StoredMatchReport, 'matches'>; policyCount: number; policyAt(index: number): StoredPolicyMatch };

/** A whole report to save as it is (tests, and reports built before). */
export function reportToSave({ matches, ...summary }: StoredMatchReport): MatchReportToSave {
  return { summary, policyCount: matches.length, policyAt: (index) => matches[index] as StoredPolicyMatch };
}

/**
 * The saved report's payload, its policies asked for one at a time (`buildMatchReport` is all of it at once): the
 * engine's verdicts mapped exactly as the browser maps its what-if. Only the policies of the ledger's region chain
 * are evaluated (matchForContract sets the others apart), so only they are read with the ones the report lists as
 * out of scope; the rest are counted in the database. At a province that is ~2,400 rule sets instead of ~14,000.
 */
export async function matchReportToSave(db: Db, ledger: EnterpriseLedger, fallbackName: string, now: Date): Promise<MatchReportToSave> {
  const chain = regionChain(ledger);
  // The chain's evaluation (kept, ADR 114) and the policies outside the chain are read at once, on two connections.
  const [{ prepared, report }, outside, scope] = await Promise.all([evaluateChain(db, ledger, now), outsideChain(db, chain), matchScope(db, ledger)]);
  const { outOfScope } = splitByScope(prepareMatchable(outside.listed), ledger, scope);
  // The summary as summaryForContract writes it, without mapping the policies (they are mapped one at a time below).
  const { matches: _none, ...summary } = summaryForContract({ ...report, matches: [] }, prepared.titles, scope, { outOfScope, outOfScopeCount: outside.count });
  return {
    summary: { enterpriseName: ledger.enterpriseName?.trim() || fallbackName, completeness: ledgerCompleteness(ledger), ...summary },
    policyCount: report.matches.length,
    policyAt: (index) => storedPolicyMatch(toContractPolicyMatch(report.matches[index] as PolicyMatch, prepared.titles)),
  };
}

/** The saved report's payload, whole (see `matchReportToSave`). */
export async function buildMatchReport(db: Db, ledger: EnterpriseLedger, fallbackName: string, now: Date): Promise<StoredMatchReport> {
  const { summary, policyCount, policyAt } = await matchReportToSave(db, ledger, fallbackName, now);
  return { ...summary, matches: Array.from({ length: policyCount }, (_, index) => policyAt(index)) };
}

export function matchReportTitle(now: Date): string {
  return `智能政策匹配报告（${chinaToday(now)}）`;
}

export function matchReportHeadline(payload: Pick<PortalSchemas['MatchReportPayload'], 'matchedCount' | 'estimate'>): string {
  return `匹配 ${payload.matchedCount} 项政策，预估可获${formatEstimateRange(payload.estimate)}`;
}

export const RECOMMENDATION_COUNT = 5;

/**
 * The policies closest to the ledger, within its region scope: eligible or incomplete ones by match
 * degree, eligible first on a tie.
 */
export async function recommend(db: Db, ledger: EnterpriseLedger, now: Date): Promise<PortalSchemas['RecommendedPolicy'][]> {
  const { open, titles } = await openMatches(db, ledger, now);
  return open
    .sort((a, b) => b.matchDegree - a.matchDegree || Number(b.status === 'eligible') - Number(a.status === 'eligible'))
    .slice(0, RECOMMENDATION_COUNT)
    .map((match) => ({
      policyId: Number(match.policyId),
      title: titles.get(match.policyId) ?? match.name,
      matchDegree: match.matchDegree,
      supportAmount: match.supportAmount,
      status: match.status,
    }));
}

/** In-scope policies the ledger is eligible for or may be once completed: what 为你推荐 chooses from. */
async function openMatches(db: Db, ledger: EnterpriseLedger, now: Date) {
  const { prepared, report } = await evaluateChain(db, ledger, now);
  const titles = prepared.titles;
  const open = report.matches.filter(
    (match): match is PolicyMatch & { status: 'eligible' | 'incomplete' } => match.status === 'eligible' || match.status === 'incomplete',
  );
  return { open, titles };
}

/** Every policy 为你推荐 could list for this ledger (not only the top few): the calendar marks their windows. */
export async function recommendablePolicyIds(db: Db, ledger: EnterpriseLedger, now: Date): Promise<Set<number>> {
  return new Set((await openMatches(db, ledger, now)).open.map((match) => Number(match.policyId)));
}

/**
 * The estimate for a ledger (the match report's, computed the same way): GET /api/policy-match/estimate
 * and 区域对比's 我的预估收益 (with the ledger moved to the compared region) both call it.
 */
export async function estimateFor(db: Db, ledger: EnterpriseLedger, now: Date): Promise<PortalSchemas['SubsidyEstimate']> {
  // Only the policies of the ledger's region chain count towards an estimate (matchForContract sets the others
  // apart), so only they are read: at a province, ~2,400 rule sets instead of every one of ~14,000. The evaluation
  // is the one 为你推荐 and a saved report read (ADR 114).
  return toContractEstimate((await evaluateChain(db, ledger, now)).report.estimate);
}

export async function evaluateProject(db: Db, ruleSet: RuleSet, ledger: EnterpriseLedger, now: Date): Promise<Evaluation> {
  return evaluate(ruleSet, ledger, { now, names: await valueNames(db) });
}

export function evaluationHeadline(evaluation: Evaluation): string {
  const failedHard = evaluation.results.filter((result) => result.kind === 'hard' && result.status === 'fail').length;
  if (evaluation.status === 'eligible') return `匹配度 ${evaluation.matchDegree}%，符合申报条件`;
  if (evaluation.status === 'ineligible') {
    return failedHard > 0
      ? `匹配度 ${evaluation.matchDegree}%，${failedHard} 项硬性条件不满足`
      : `匹配度 ${evaluation.matchDegree}%，评价得分未达到标准`;
  }
  const toVerify = evaluation.results.filter((result) => result.kind === 'hard' && result.status === 'unknown' && result.decidedBy === 'evidence').length;
  const parts = [
    ...(evaluation.missingFields.length > 0 ? [`还需补充 ${evaluation.missingFields.length} 项企业档案信息`] : []),
    ...(toVerify > 0 ? [`${toVerify} 项条件待核验材料`] : []),
  ];
  return `匹配度 ${evaluation.matchDegree}%，${parts.length > 0 ? parts.join('，') : '条件待核验'}`;
}
