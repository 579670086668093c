import { chinaToday, evaluate, formatNumber, ledgerCompleteness, matchForContract, matchPolicies, parseRuleSet, prepareMatchable, regionNamesFrom } from '@smes/eligibility';
import type { EnterpriseLedger, Evaluation, MatchSummaryForContract, PolicyMatch, RuleSet, ValueNames } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import type { RegionRecord } from './regions';
import { applicableInRegionSql, regionIndex } from './regions';

/** Region names for 实际值 (杭州市余杭区, not 330110), from the same tree the browser receives. */
export function valueNames(db: Db): ValueNames {
  return regionNamesFrom(regionIndex(db).tree);
}

type MatchableRow = { id: number; title: string; category: string; support_amount: number | null; rule_set: string };

const MATCHABLE_SQL = `SELECT id, title, category, support_amount, rule_set FROM policies
  WHERE validity = 'valid' AND rule_set IS NOT NULL`;

function toMatchable(row: MatchableRow): PortalSchemas['MatchablePolicy'] {
  return {
    policyId: row.id,
    policyTitle: row.title,
    category: row.category,
    supportAmount: row.support_amount,
    ruleSet: parseRuleSet(row.rule_set),
  };
}

/** Every matchable policy, oldest first: the same list the browser gets, so both compute the same report. */
export function listMatchablePolicies(db: Db): PortalSchemas['MatchablePolicy'][] {
  return (db.prepare(`${MATCHABLE_SQL} ORDER BY id`).all() as MatchableRow[]).map(toMatchable);
}

/** Matchable policies that apply in a region (its own, its ancestors' and its divisions'). */
export function listMatchablePoliciesIn(db: Db, region: RegionRecord): PortalSchemas['MatchablePolicy'][] {
  const { sql, params } = applicableInRegionSql(db, region, 'region');
  return (db.prepare(`${MATCHABLE_SQL} AND ${sql} ORDER BY id`).all(params) as MatchableRow[]).map(toMatchable);
}

/**
 * The contract's `MatchReportPayload` as the stand-in stores it: each match keeps the engine's whole
 * evaluation (its score feeds the HTML export).
 */
export type StoredMatchReport = Omit<PortalSchemas['MatchReportPayload'], keyof MatchSummaryForContract> & MatchSummaryForContract;

/** The saved report's payload: the engine's verdicts mapped exactly as the browser maps its what-if. */
export function buildMatchReport(db: Db, ledger: EnterpriseLedger, fallbackName: string, now: Date): StoredMatchReport {
  return {
    enterpriseName: ledger.enterpriseName?.trim() || fallbackName,
    completeness: ledgerCompleteness(ledger),
    ...matchForContract(prepareMatchable(listMatchablePolicies(db)), ledger, now, valueNames(db)),
  };
}

export function matchReportTitle(now: Date): string {
  return `智能政策匹配报告（${chinaToday(now)}）`;
}

export function matchReportHeadline(payload: Pick<PortalSchemas['MatchReportPayload'], 'matchedCount' | 'estimatedSubsidy'>): string {
  return `匹配 ${payload.matchedCount} 项政策，预估可获 ${formatNumber(payload.estimatedSubsidy)} 万元`;
}

export const RECOMMENDATION_COUNT = 5;

/** The policies closest to the ledger: eligible or incomplete ones by match degree, eligible first on a tie. */
export function recommend(db: Db, ledger: EnterpriseLedger, now: Date): PortalSchemas['RecommendedPolicy'][] {
  const { candidates, titles } = prepareMatchable(listMatchablePolicies(db));
  const { matches } = matchPolicies(candidates, ledger, { now });
  const open = matches.filter(
    (match): match is PolicyMatch & { status: 'eligible' | 'incomplete' } => match.status === 'eligible' || match.status === 'incomplete',
  );
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

/** Σ 最高扶持 of the eligible policies, had the enterprise been registered in this region. */
export function estimatedBenefitIn(db: Db, region: RegionRecord, regionCodes: Pick<EnterpriseLedger, 'provinceCode' | 'cityCode' | 'districtCode'>, ledger: EnterpriseLedger, now: Date): number {
  const { candidates } = prepareMatchable(listMatchablePoliciesIn(db, region));
  return matchPolicies(candidates, { ...ledger, ...regionCodes }, { now }).estimatedSubsidy;
}

export function evaluateProject(db: Db, ruleSet: RuleSet, ledger: EnterpriseLedger, now: Date): Evaluation {
  return evaluate(ruleSet, ledger, { now, names: valueNames(db) });
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
