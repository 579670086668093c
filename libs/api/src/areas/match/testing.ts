import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { fieldsUsedBy, parseRuleSet } from '@smes/eligibility';
import type {
  ConditionResultData,
  LedgerCompletenessData,
  LedgerData,
  LedgerRecord,
  MatchablePolicy,
  MatchReportPayload,
  MatchScope,
  SubsidyEstimate,
  PolicyMatchData,
  Report,
  ReportPage,
  ReportSummary,
  RuleSetData,
} from './types';

/** A half-filled ledger of a Hangzhou software company (amounts in 万元). */
export function buildLedger(overrides: Partial<LedgerData> = {}): LedgerData {
  return {
    enterpriseName: '杭州云栖智能科技有限公司',
    creditCode: '91330106MA2H3K7X1L',
    registeredAt: '2019-06-18',
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330106',
    industry: 'I',
    employeesTotal: 86,
    rdStaff: 21,
    revenueY1: 3200,
    rdExpenseY1: 180,
    inventionPatents: 2,
    softwareCopyrights: 14,
    ...overrides,
  };
}

export function buildLedgerCompleteness(overrides: Partial<LedgerCompletenessData> = {}): LedgerCompletenessData {
  return { filled: 13, total: 53, percent: 24, missing: ['mainProducts', 'revenueY2'], ...overrides };
}

export function buildLedgerRecord(overrides: Partial<LedgerRecord> = {}): LedgerRecord {
  return {
    ledger: buildLedger(),
    completeness: buildLedgerCompleteness(),
    updatedAt: '2026-03-02T08:30:00.000Z',
    ...overrides,
  };
}

/**
 * A small valid rule set (科技型中小企业评价) in the engine's JSON shape: two hard conditions read
 * the R&D staff ratio and the registration date, one soft condition the invention patents.
 */
export function buildRuleSet(overrides: Partial<RuleSetData> = {}): RuleSetData {
  return {
    id: 'tech-sme',
    version: '2022',
    name: '科技型中小企业评价',
    effectiveFrom: '2022-01-01',
    source: { title: '科技型中小企业评价办法', docNo: '国科发政〔2022〕16号', issuer: '科技部 财政部 国家税务总局' },
    conditions: [
      {
        id: 'ts-rd-staff',
        title: '科技人员占比不低于 10%',
        kind: 'hard',
        metric: 'rdStaffRatio',
        op: '>=',
        value: 10,
        standardText: '科技人员占职工总数的比例不低于 10%',
        evidence: '职工和科技人员名单',
        basis: { title: '《科技型中小企业评价办法》', clause: '第六条（四）' },
      },
      {
        id: 'ts-registered',
        title: '注册成立一年以上',
        kind: 'hard',
        metric: 'yearsSinceRegistration',
        op: '>=',
        value: 1,
        standardText: '在中国境内注册的居民企业，成立满一年',
        evidence: '营业执照',
        basis: { title: '《科技型中小企业评价办法》', clause: '第六条（一）' },
      },
      {
        id: 'ts-invention',
        title: '拥有发明专利',
        kind: 'soft',
        metric: 'inventionPatents',
        op: '>=',
        value: 1,
        standardText: '拥有有效期内的发明专利 1 件以上可直接符合条件',
        evidence: '发明专利证书',
        basis: { title: '《科技型中小企业评价办法》', clause: '第七条' },
      },
    ],
    ...overrides,
  };
}

/**
 * A matchable policy as the server lists it: `fields` are what its rule set reads (the rule set given in `overrides`
 * when there is one), an empty list for one that does not parse, as the contract says.
 */
export function buildMatchablePolicy(overrides: Partial<MatchablePolicy> = {}): MatchablePolicy {
  const ruleSet = overrides.ruleSet ?? buildRuleSet();
  return {
    policyId: 301,
    policyTitle: '关于开展2026年度科技型中小企业评价工作的通知',
    category: '资质认定',
    supportAmount: null,
    ruleSet,
    fields: fieldsReadBy(ruleSet),
    regionCode: '100000',
    regionName: '全国',
    ...overrides,
  };
}

function fieldsReadBy(ruleSet: RuleSetData): string[] {
  try {
    return fieldsUsedBy(parseRuleSet(ruleSet));
  } catch {
    return [];
  }
}

export function buildConditionResult(overrides: Partial<ConditionResultData> = {}): ConditionResultData {
  return {
    id: 'ts-rd-staff',
    title: '科技人员占比不低于 10%',
    kind: 'hard',
    status: 'pass',
    actualText: '24.4%',
    standardText: '科技人员占职工总数的比例不低于 10%',
    evidence: '职工和科技人员名单',
    basis: { title: '《科技型中小企业评价办法》', clause: '第六条（四）' },
    missingFields: [],
    ...overrides,
  };
}

export function buildPolicyMatch(overrides: Partial<PolicyMatchData> = {}): PolicyMatchData {
  return {
    policyId: 301,
    policyTitle: '关于开展2026年度科技型中小企业评价工作的通知',
    category: '资质认定',
    supportAmount: null,
    status: 'eligible',
    matchDegree: 100,
    results: [buildConditionResult()],
    missingFields: [],
    ...overrides,
  };
}

export const ESTIMATE_METHOD_TEXT = '只计符合条件的资金类政策。同一资助事项的各级政策只计一次。';

/** An estimate range; lines default to none. */
export function buildSubsidyEstimate(overrides: Partial<SubsidyEstimate> = {}): SubsidyEstimate {
  return { conservative: 0, optimistic: 0, method: ESTIMATE_METHOD_TEXT, lines: [], adjustments: [], ...overrides };
}

/** 杭州市余杭区 with its chain. */
export function buildMatchScope(overrides: Partial<MatchScope> = {}): MatchScope {
  return {
    label: '杭州市余杭区',
    regions: [
      { code: '100000', name: '全国' },
      { code: '330000', name: '浙江省' },
      { code: '330100', name: '杭州市' },
      { code: '330110', name: '余杭区' },
    ],
    ...overrides,
  };
}

/**
 * A saved match report. Unless given, the estimate counts each eligible policy with money as 择优
 * (保守 0, 乐观 its maximum), as the engine does for a rule set without funding data.
 */
export function buildMatchReportPayload(overrides: Partial<MatchReportPayload> = {}): MatchReportPayload {
  const matches = overrides.matches ?? [buildPolicyMatch()];
  const eligible = matches.filter((match) => match.status === 'eligible');
  const funded = eligible.filter((match) => (match.supportAmount ?? 0) > 0);
  const estimate =
    overrides.estimate ??
    buildSubsidyEstimate({
      optimistic: funded.reduce((sum, match) => sum + (match.supportAmount ?? 0), 0),
      lines: funded.map((match) => ({
        policyId: match.policyId,
        policyTitle: match.policyTitle,
        item: match.policyTitle,
        conservative: 0,
        optimistic: match.supportAmount ?? 0,
        counted: true,
        note: `最高 ${match.supportAmount ?? 0} 万元，择优支持：保守计 0`,
      })),
    });
  return {
    enterpriseName: '杭州云栖智能科技有限公司',
    completeness: buildLedgerCompleteness(),
    matchedCount: eligible.length,
    estimatedSubsidy: estimate.optimistic,
    estimate,
    scope: buildMatchScope(),
    qualificationsInReach: ['科技型中小企业评价'],
    matches,
    outOfScope: [],
    outOfScopeCount: 0,
    ...overrides,
  };
}

export function buildReportSummary(overrides: Partial<ReportSummary> = {}): ReportSummary {
  return {
    id: 51,
    type: 'match',
    title: '智能政策匹配报告',
    createdAt: '2026-03-02T08:31:00.000Z',
    headline: '匹配 1 项政策，预估可获 0 万元',
    ...overrides,
  };
}

/** A saved match report; pass `evaluation` (and `match: null`) for a project self-evaluation instead. */
export function buildReport(overrides: Partial<Report> = {}): Report {
  return {
    ...buildReportSummary(),
    match: buildMatchReportPayload(),
    evaluation: null,
    projectId: null,
    ...overrides,
  };
}

export function buildReportPage(
  rows: ReportSummary[],
  { total = rows.length, pageNum = DEFAULT_PAGE_NUM, pageSize = DEFAULT_PAGE_SIZE }: Partial<Omit<ReportPage, 'rows'>> = {},
): ReportPage {
  return { rows, total, pageNum, pageSize };
}
