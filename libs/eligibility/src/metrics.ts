import { chinaToday, yearsBetween } from './dates';
import type { EnterpriseLedger, LedgerFieldKey } from './ledger';
import { LEDGER_FIELDS, getLedgerField, isFieldFilled } from './ledger-fields';
import { formatNumber } from './format-number';

export { formatNumber };
import { QUALIFICATION_FIELDS, qualificationRecord } from './qualifications';
import type { QualificationField } from './qualifications';

export type DerivedMetricKey =
  | 'yearsSinceRegistration'
  | 'rdStaffRatio'
  | 'rdExpenseRatio3y'
  | 'rdExpenseRatioY1'
  | 'rdExpenseChangeY1'
  | 'rdExpenseAvg2y'
  | 'domesticRdShare3y'
  | 'highTechRevenueRatio'
  | 'revenueGrowth2y'
  | 'revenueGrowthY1'
  | 'netAssetGrowth2y'
  | 'netProfitMarginY1'
  | 'debtRatioY1'
  | 'mainBusinessShareY1'
  | 'ipCount'
  | 'coreIpCount'
  | 'ipClass2Total'
  | 'hasAnyQualification'
  | 'revenueOrEquityFinancingMet'
  | 'techAchievementsConverted2y'
  | 'techAchievementsConvertedAvg3y'
  | 'majorIncident3y'
  | 'rdExpenseGrowthY1'
  | 'htNetAssetGrowth'
  | 'htRevenueGrowth'
  | 'isSme'
  | 'mainBusinessGrowthY1'
  | 'mainBusinessGrowth2y'
  | 'ipClass1Source'
  | 'aboveScaleIndustrial'
  | 'qualHighTechValid'
  | 'qualSpecializedValid'
  | 'qualLittleGiantValid'
  | 'qualInnovativeSmeValid'
  | 'qualTechSmeValid';

/** A ledger field (its raw value) or a derived metric. */
export type MetricKey = LedgerFieldKey | DerivedMetricKey;

export type MetricValue = number | string | boolean | null;

export type MetricUnit = '万元' | '人' | '件' | '项' | '年' | '%' | '分';

export type MetricResult =
  | { known: true; value: MetricValue }
  | {
      known: false;
      /**
       * 'missing': fields not filled; 'zeroDivisor': the named fields are zero so the ratio is undefined;
       * 'undecidable': the ledger's fields are filled but cannot settle it (an industry whose 划型 needs a finer class).
       */
      reason: 'missing' | 'zeroDivisor' | 'undecidable';
      /** Fields to fill in (or correct), in form order. */
      missingFields: LedgerFieldKey[];
    };

export type MetricDefinition = {
  key: MetricKey;
  label: string;
  unit?: MetricUnit;
  derived: boolean;
  /** Every ledger field the metric may read; the questionnaire asks these. */
  needs: readonly LedgerFieldKey[];
};

export type MetricOptions = { now: Date };

/**
 * Names for codes the engine cannot know (it is pure and holds no region table): the caller that has the
 * region tree passes it, so 实际值 reads 杭州市余杭区 instead of 330110.
 */
export type ValueNames = {
  /** The full name of an administrative division code (e.g. 330110 → 浙江省杭州市余杭区), or undefined. */
  region?: (code: string) => string | undefined;
};

type Compute = (ledger: EnterpriseLedger, options: MetricOptions) => MetricResult;

type DerivedSpec = Omit<MetricDefinition, 'key' | 'derived'> & {
  compute: Compute;
  /** Chinese description of the inputs, when the bare value would not say enough. */
  describe?: (ledger: EnterpriseLedger, value: MetricValue) => string;
};

const REVENUE = ['revenueY1', 'revenueY2', 'revenueY3'] as const;
const RD_EXPENSE = ['rdExpenseY1', 'rdExpenseY2', 'rdExpenseY3'] as const;
const DOMESTIC_RD = ['domesticRdExpenseY1', 'domesticRdExpenseY2', 'domesticRdExpenseY3'] as const;
const NET_ASSETS = ['netAssetsY1', 'netAssetsY2', 'netAssetsY3'] as const;
const MAIN_BUSINESS = ['mainBusinessRevenueY1', 'mainBusinessRevenueY2', 'mainBusinessRevenueY3'] as const;
const IP_KINDS = ['inventionPatents', 'utilityModels', 'designPatents', 'softwareCopyrights', 'trademarks'] as const;
const CORE_IP_KINDS = ['inventionPatents', 'utilityModels', 'designPatents', 'softwareCopyrights'] as const;
const IP_CLASS2_KINDS = ['utilityModels', 'designPatents', 'softwareCopyrights'] as const;
const QUALIFICATIONS = QUALIFICATION_FIELDS;
const INCIDENT_YEARS = ['majorIncidentLastYear', 'majorIncidentYear2', 'majorIncidentYear3'] as const;

/** Thresholds of 专精特新 basic condition (三): revenue ≥ 1000 万元, or equity financing ≥ 2000 万元. */
export const SPECIALIZED_REVENUE_THRESHOLD = 1000;
export const SPECIALIZED_EQUITY_FINANCING_THRESHOLD = 2000;


const known = (value: MetricValue): MetricResult => ({ known: true, value });
const missing = (fields: readonly LedgerFieldKey[]): MetricResult => ({
  known: false,
  reason: 'missing',
  missingFields: [...fields],
});
const zeroDivisor = (fields: readonly LedgerFieldKey[]): MetricResult => ({
  known: false,
  reason: 'zeroDivisor',
  missingFields: [...fields],
});

// Six decimals absorb floating-point noise (7 / 100 * 100 = 7.000000000000001) at threshold edges.
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

const unfilled = (ledger: EnterpriseLedger, keys: readonly LedgerFieldKey[]) =>
  keys.filter((key) => !isFieldFilled(key, ledger[key]));

const num = (ledger: EnterpriseLedger, key: LedgerFieldKey) => ledger[key] as number;

const sum = (ledger: EnterpriseLedger, keys: readonly LedgerFieldKey[]) =>
  keys.reduce((total, key) => total + num(ledger, key), 0);

function percentOf(numerators: readonly LedgerFieldKey[], denominators: readonly LedgerFieldKey[]): Compute {
  return (ledger) => {
    const gaps = unfilled(ledger, [...numerators, ...denominators]);
    if (gaps.length > 0) return missing(gaps);
    const denominator = sum(ledger, denominators);
    if (denominator === 0) return zeroDivisor(denominators);
    return known(round6((sum(ledger, numerators) * 100) / denominator));
  };
}

function total(keys: readonly LedgerFieldKey[]): Compute {
  return (ledger) => {
    const gaps = unfilled(ledger, keys);
    return gaps.length > 0 ? missing(gaps) : known(sum(ledger, keys));
  };
}

/** 高企工作指引: growth = ½ × (Y2 / Y3 + Y1 / Y2) − 1, as a percentage. */
function averageGrowth(keys: readonly [LedgerFieldKey, LedgerFieldKey, LedgerFieldKey]): Compute {
  return (ledger) => {
    const gaps = unfilled(ledger, keys);
    if (gaps.length > 0) return missing(gaps);
    const [y1, y2, y3] = keys.map((key) => num(ledger, key)) as [number, number, number];
    const zeros = [keys[1], keys[2]].filter((key) => num(ledger, key) === 0);
    if (zeros.length > 0) return zeroDivisor(zeros);
    return known(round6(((y2 / y3 + y1 / y2) / 2 - 1) * 100));
  };
}

/**
 * A growth rate as the 工作指引 computes it for 企业成长性: ½ × (第二年 ÷ 第一年 + 第三年 ÷ 第二年) − 1, where 第一年
 * is the earliest of the three years (the ledger's Y3). 第一年 at 0: the last two years only; 第二年 at 0: scored 0
 * (given here as a 0% rate, which the bands score 0).
 */
function guideGrowth(keys: readonly [LedgerFieldKey, LedgerFieldKey, LedgerFieldKey]): Compute {
  return (ledger) => {
    const gaps = unfilled(ledger, keys);
    if (gaps.length > 0) return missing(gaps);
    const [y1, y2, y3] = keys.map((key) => num(ledger, key)) as [number, number, number];
    if (y2 === 0) return known(0);
    return known(round6((y3 === 0 ? y1 / y2 - 1 : (y2 / y3 + y1 / y2) / 2 - 1) * 100));
  };
}

function guideGrowthText(keys: readonly [LedgerFieldKey, LedgerFieldKey, LedgerFieldKey], what: string) {
  return (ledger: EnterpriseLedger, value: MetricValue): string => {
    const [y1, y2, y3] = keys.map((key) => num(ledger, key)) as [number, number, number];
    if (y2 === 0) return `第二年${what}为 0，按 0 分计算`;
    const formula =
      y3 === 0
        ? `第一年为 0，按后两年计算：${formatNumber(y1)} ÷ ${formatNumber(y2)} − 1`
        : `½ ×（${formatNumber(y2)} ÷ ${formatNumber(y3)} + ${formatNumber(y1)} ÷ ${formatNumber(y2)}）− 1`;
    return `${formatNumber(round2(value as number))}%（${formula}，单位万元）`;
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function qualificationValid(field: QualificationField): DerivedSpec {
  const label = getLedgerField(field).label;
  return {
    label: `${label}资格在有效期内`,
    needs: [field],
    compute: (ledger, { now }) => {
      if (!isFieldFilled(field, ledger[field])) return missing([field]);
      return known(qualificationRecord(ledger, field, now)?.valid ?? false);
    },
    describe: (ledger) => {
      const since = ledger[field];
      if (typeof since !== 'string') return `未获得${label}认定`;
      return `${label}于 ${since} 认定`;
    },
  };
}

type SmeLimit = { employees?: number; revenue?: number; assets?: number };
/**
 * 《中小企业划型标准规定》（工信部联企业〔2011〕300号）: the upper bounds of 中型 by industry — an enterprise under any
 * one of its bounds is a 中小微型 enterprise. Where a section holds industries with different bounds (批发/零售,
 * 信息传输/软件), the strictest decides a yes and the loosest a no; between them the ledger cannot tell.
 */
const SME_LIMITS: Partial<Record<string, { strict: SmeLimit; loose: SmeLimit }>> = {
  A: { strict: { revenue: 20000 }, loose: { revenue: 20000 } },
  B: { strict: { employees: 1000, revenue: 40000 }, loose: { employees: 1000, revenue: 40000 } },
  C: { strict: { employees: 1000, revenue: 40000 }, loose: { employees: 1000, revenue: 40000 } },
  D: { strict: { employees: 1000, revenue: 40000 }, loose: { employees: 1000, revenue: 40000 } },
  E: { strict: { revenue: 80000, assets: 80000 }, loose: { revenue: 80000, assets: 80000 } },
  F: { strict: { employees: 200, revenue: 20000 }, loose: { employees: 300, revenue: 40000 } },
  G: { strict: { employees: 200, revenue: 30000 }, loose: { employees: 1000, revenue: 30000 } },
  H: { strict: { employees: 300, revenue: 10000 }, loose: { employees: 300, revenue: 10000 } },
  I: { strict: { employees: 300, revenue: 10000 }, loose: { employees: 2000, revenue: 100000 } },
  K: { strict: { revenue: 200000, assets: 10000 }, loose: { revenue: 200000, assets: 10000 } },
  L: { strict: { employees: 300, assets: 120000 }, loose: { employees: 300, assets: 120000 } },
};
const OTHER_SME_LIMIT: SmeLimit = { employees: 300 };

function underLimit(limit: SmeLimit, figures: { employees: number | null; revenue: number | null; assets: number | null }): boolean | null {
  const tests: (boolean | null)[] = [];
  if (limit.employees !== undefined) tests.push(figures.employees === null ? null : figures.employees < limit.employees);
  if (limit.revenue !== undefined) tests.push(figures.revenue === null ? null : figures.revenue < limit.revenue);
  if (limit.assets !== undefined) tests.push(figures.assets === null ? null : figures.assets < limit.assets);
  if (tests.some((test) => test === true)) return true;
  return tests.every((test) => test === false) ? false : null;
}

const DERIVED: Record<DerivedMetricKey, DerivedSpec> = {
  yearsSinceRegistration: {
    label: '注册成立年限',
    unit: '年',
    needs: ['registeredAt'],
    compute: (ledger, { now }) => {
      if (!isFieldFilled('registeredAt', ledger.registeredAt)) return missing(['registeredAt']);
      const years = yearsBetween(ledger.registeredAt as string, chinaToday(now));
      return years === null ? missing(['registeredAt']) : known(years);
    },
  },
  rdStaffRatio: {
    label: '研发人员占职工总数比例',
    unit: '%',
    needs: ['rdStaff', 'employeesTotal'],
    compute: percentOf(['rdStaff'], ['employeesTotal']),
  },
  rdExpenseRatio3y: {
    label: '近三年研发费用占营业收入比例',
    unit: '%',
    needs: [...RD_EXPENSE, ...REVENUE],
    compute: percentOf(RD_EXPENSE, REVENUE),
  },
  rdExpenseRatioY1: {
    label: '上年度研发费用占营业收入比例',
    unit: '%',
    needs: ['rdExpenseY1', 'revenueY1'],
    compute: percentOf(['rdExpenseY1'], ['revenueY1']),
  },
  rdExpenseChangeY1: {
    label: '上年度研发费用增量',
    unit: '万元',
    needs: ['rdExpenseY1', 'rdExpenseY2'],
    // A difference, not a rate: growth from a zero base is still growth, and 补助 are paid on the 增量.
    compute: (ledger) => {
      const gaps = unfilled(ledger, ['rdExpenseY1', 'rdExpenseY2']);
      if (gaps.length > 0) return missing(gaps);
      return known(round6(num(ledger, 'rdExpenseY1') - num(ledger, 'rdExpenseY2')));
    },
    describe: (ledger, value) => {
      const change = value as number;
      const trend = change > 0 ? `增加 ${formatNumber(change)} 万元` : change < 0 ? `减少 ${formatNumber(-change)} 万元` : '持平';
      return `上年度 ${formatNumber(num(ledger, 'rdExpenseY1'))} 万元，前一年度 ${formatNumber(num(ledger, 'rdExpenseY2'))} 万元（${trend}）`;
    },
  },
  rdExpenseAvg2y: {
    label: '近两年研发费用总额均值',
    unit: '万元',
    needs: ['rdExpenseY1', 'rdExpenseY2'],
    compute: (ledger) => {
      const gaps = unfilled(ledger, ['rdExpenseY1', 'rdExpenseY2']);
      if (gaps.length > 0) return missing(gaps);
      return known(round6((num(ledger, 'rdExpenseY1') + num(ledger, 'rdExpenseY2')) / 2));
    },
  },
  domesticRdShare3y: {
    label: '近三年境内研发费用占研发费用比例',
    unit: '%',
    needs: [...DOMESTIC_RD, ...RD_EXPENSE],
    compute: percentOf(DOMESTIC_RD, RD_EXPENSE),
  },
  highTechRevenueRatio: {
    label: '上年度高新技术产品（服务）收入占比',
    unit: '%',
    needs: ['highTechRevenueY1', 'revenueY1'],
    compute: percentOf(['highTechRevenueY1'], ['revenueY1']),
  },
  revenueGrowth2y: {
    label: '近两年营业收入平均增长率',
    unit: '%',
    needs: REVENUE,
    compute: averageGrowth(REVENUE),
  },
  revenueGrowthY1: {
    label: '上年度营业收入增长率',
    unit: '%',
    needs: ['revenueY1', 'revenueY2'],
    compute: (ledger) => {
      const gaps = unfilled(ledger, ['revenueY1', 'revenueY2']);
      if (gaps.length > 0) return missing(gaps);
      if (num(ledger, 'revenueY2') === 0) return zeroDivisor(['revenueY2']);
      return known(round6((num(ledger, 'revenueY1') / num(ledger, 'revenueY2') - 1) * 100));
    },
  },
  netAssetGrowth2y: {
    label: '近两年净资产平均增长率',
    unit: '%',
    needs: NET_ASSETS,
    compute: averageGrowth(NET_ASSETS),
  },
  netProfitMarginY1: {
    label: '上年度净利润率',
    unit: '%',
    needs: ['netProfitY1', 'revenueY1'],
    compute: percentOf(['netProfitY1'], ['revenueY1']),
  },
  debtRatioY1: {
    label: '上年末资产负债率',
    unit: '%',
    needs: ['totalDebtY1', 'totalAssetsY1'],
    compute: percentOf(['totalDebtY1'], ['totalAssetsY1']),
  },
  mainBusinessShareY1: {
    label: '上年度主营业务收入占营业收入比例',
    unit: '%',
    needs: ['mainBusinessRevenueY1', 'revenueY1'],
    compute: percentOf(['mainBusinessRevenueY1'], ['revenueY1']),
  },
  ipCount: {
    label: '知识产权总数',
    unit: '件',
    needs: IP_KINDS,
    compute: total(IP_KINDS),
  },
  coreIpCount: {
    label: '专利及软件著作权数量',
    unit: '件',
    needs: CORE_IP_KINDS,
    compute: total(CORE_IP_KINDS),
  },
  ipClass2Total: {
    label: 'Ⅱ类知识产权数量',
    unit: '件',
    needs: ['ipClass2'],
    // The explicit Ⅱ类 count wins; without it the Ⅱ类 kinds (实用新型、外观设计、软著) add up to it.
    compute: (ledger) => {
      if (isFieldFilled('ipClass2', ledger.ipClass2)) return known(num(ledger, 'ipClass2'));
      if (unfilled(ledger, IP_CLASS2_KINDS).length === 0) return known(sum(ledger, IP_CLASS2_KINDS));
      return missing(['ipClass2']);
    },
  },
  hasAnyQualification: {
    label: '持有有效期内的资质认定',
    needs: QUALIFICATIONS,
    describe: (ledger, value) => {
      const held = QUALIFICATIONS.filter((key) => typeof ledger[key] === 'string' && isFieldFilled(key, ledger[key]));
      return value === true ? `已获得${held.map((key) => getLedgerField(key).label).join('、')}` : '未持有有效期内的资质认定';
    },
    // Only a recognition still in force counts: an expired 高企 certificate is no 有效期内的高新技术企业.
    compute: (ledger, { now }) => {
      if (QUALIFICATIONS.some((key) => qualificationRecord(ledger, key, now)?.valid === true)) return known(true);
      const gaps = unfilled(ledger, QUALIFICATIONS);
      return gaps.length > 0 ? missing(gaps) : known(false);
    },
  },
  techAchievementsConverted2y: {
    label: '近两年科技成果转化数量',
    unit: '项',
    needs: ['techAchievementsConvertedY1', 'techAchievementsConvertedY2'],
    compute: total(['techAchievementsConvertedY1', 'techAchievementsConvertedY2']),
  },
  techAchievementsConvertedAvg3y: {
    label: '近三年科技成果转化年平均数',
    unit: '项',
    needs: ['techAchievementsConverted3y'],
    compute: (ledger) =>
      isFieldFilled('techAchievementsConverted3y', ledger.techAchievementsConverted3y)
        ? known(round6(num(ledger, 'techAchievementsConverted3y') / 3))
        : missing(['techAchievementsConverted3y']),
    describe: (ledger, value) => `${formatNumber(round2(value as number))} 项（近三年合计 ${formatNumber(num(ledger, 'techAchievementsConverted3y'))} 项 ÷ 3）`,
  },
  majorIncident3y: {
    label: '近三年发生重大安全、重大质量事故或严重环境违法行为',
    needs: INCIDENT_YEARS,
    // One year with an incident decides; otherwise every year must be answered.
    compute: (ledger) => {
      if (INCIDENT_YEARS.some((key) => ledger[key] === true)) return known(true);
      const gaps = unfilled(ledger, INCIDENT_YEARS);
      return gaps.length > 0 ? missing(gaps) : known(false);
    },
    describe: (ledger, value) => {
      if (value !== true) return '近三年无重大安全、质量事故和严重环境违法行为';
      const years = INCIDENT_YEARS.filter((key) => ledger[key] === true).map((key) => ({ majorIncidentLastYear: '近一年', majorIncidentYear2: '一至两年前', majorIncidentYear3: '两至三年前' })[key]);
      return `${years.join('、')}发生过重大安全、质量事故或严重环境违法行为`;
    },
  },
  rdExpenseGrowthY1: {
    label: '上年度研发费用增长率',
    unit: '%',
    needs: ['rdExpenseY1', 'rdExpenseY2'],
    compute: (ledger) => {
      const gaps = unfilled(ledger, ['rdExpenseY1', 'rdExpenseY2']);
      if (gaps.length > 0) return missing(gaps);
      if (num(ledger, 'rdExpenseY2') === 0) return zeroDivisor(['rdExpenseY2']);
      return known(round6((num(ledger, 'rdExpenseY1') / num(ledger, 'rdExpenseY2') - 1) * 100));
    },
  },
  htNetAssetGrowth: {
    label: '净资产增长率（按高企工作指引计算）',
    unit: '%',
    needs: NET_ASSETS,
    compute: guideGrowth(NET_ASSETS),
    describe: guideGrowthText(NET_ASSETS, '末净资产'),
  },
  htRevenueGrowth: {
    label: '销售收入增长率（按高企工作指引计算）',
    unit: '%',
    needs: REVENUE,
    compute: guideGrowth(REVENUE),
    describe: guideGrowthText(REVENUE, '销售收入'),
  },
  isSme: {
    label: '属于中小企业（按《中小企业划型标准规定》）',
    needs: ['industry', 'employeesTotal', 'revenueY1', 'totalAssetsY1'],
    compute: (ledger) => {
      if (!isFieldFilled('industry', ledger.industry)) return missing(['industry']);
      const limits = SME_LIMITS[ledger.industry as string] ?? { strict: OTHER_SME_LIMIT, loose: OTHER_SME_LIMIT };
      const figure = (key: LedgerFieldKey) => (isFieldFilled(key, ledger[key]) ? num(ledger, key) : null);
      const figures = { employees: figure('employeesTotal'), revenue: figure('revenueY1'), assets: figure('totalAssetsY1') };
      if (underLimit(limits.strict, figures) === true) return known(true);
      if (underLimit(limits.loose, figures) === false) return known(false);
      const used = (limit: SmeLimit, key: keyof SmeLimit) => limit[key] !== undefined;
      const asked = (
        [
          ['employeesTotal', 'employees'],
          ['revenueY1', 'revenue'],
          ['totalAssetsY1', 'assets'],
        ] as const
      ).flatMap(([field, key]) => ((used(limits.strict, key) || used(limits.loose, key)) && figures[key] === null ? [field] : []));
      return asked.length > 0 ? missing(asked) : { known: false, reason: 'undecidable', missingFields: [] };
    },
    describe: (ledger, value) => {
      const parts = [
        isFieldFilled('employeesTotal', ledger.employeesTotal) ? `职工 ${formatNumber(num(ledger, 'employeesTotal'))} 人` : null,
        isFieldFilled('revenueY1', ledger.revenueY1) ? `营业收入 ${formatNumber(num(ledger, 'revenueY1'))} 万元` : null,
      ].filter(Boolean);
      return `${value === true ? '属于' : '不属于'}中小企业（${parts.join('，')}）`;
    },
  },
  mainBusinessGrowthY1: {
    label: '上年度主营业务收入增长率',
    unit: '%',
    needs: ['mainBusinessRevenueY1', 'mainBusinessRevenueY2'],
    compute: (ledger) => {
      const gaps = unfilled(ledger, ['mainBusinessRevenueY1', 'mainBusinessRevenueY2']);
      if (gaps.length > 0) return missing(gaps);
      if (num(ledger, 'mainBusinessRevenueY2') === 0) return zeroDivisor(['mainBusinessRevenueY2']);
      return known(round6((num(ledger, 'mainBusinessRevenueY1') / num(ledger, 'mainBusinessRevenueY2') - 1) * 100));
    },
  },
  mainBusinessGrowth2y: {
    label: '近两年主营业务收入平均增长率',
    unit: '%',
    needs: MAIN_BUSINESS,
    compute: averageGrowth(MAIN_BUSINESS),
  },
  ipClass1Source: {
    label: 'Ⅰ类知识产权获得方式',
    needs: ['ipClass1', 'ipAcquisition'],
    // 'none' without Ⅰ类; otherwise whether any of it was developed in house (有自主研发) or all acquired.
    compute: (ledger) => {
      if (!isFieldFilled('ipClass1', ledger.ipClass1)) return missing(['ipClass1']);
      if (num(ledger, 'ipClass1') === 0) return known('none');
      return isFieldFilled('ipAcquisition', ledger.ipAcquisition) ? known(ledger.ipAcquisition as string) : missing(['ipAcquisition']);
    },
    describe: (ledger, value) =>
      value === 'none' ? '无Ⅰ类知识产权' : `Ⅰ类知识产权 ${formatNumber(num(ledger, 'ipClass1'))} 件，${value === 'own' ? '有自主研发' : '仅有受让、受赠和并购等'}`,
  },
  aboveScaleIndustrial: {
    label: '规模以上工业企业',
    needs: ['industry', 'revenueY1'],
    // 规上工业: an industrial enterprise (采矿业、制造业、电力热力燃气及水) with a 年主营业务收入 of 2000 万元 or more.
    compute: (ledger) => {
      if (!isFieldFilled('industry', ledger.industry)) return missing(['industry']);
      if (!['B', 'C', 'D'].includes(ledger.industry as string)) return known(false);
      return isFieldFilled('revenueY1', ledger.revenueY1) ? known(num(ledger, 'revenueY1') >= 2000) : missing(['revenueY1']);
    },
    describe: (ledger, value) => (value === true ? `规模以上工业企业（营业收入 ${formatNumber(num(ledger, 'revenueY1'))} 万元）` : '不是规模以上工业企业'),
  },
  qualHighTechValid: qualificationValid('qualHighTech'),
  qualSpecializedValid: qualificationValid('qualSpecialized'),
  qualLittleGiantValid: qualificationValid('qualLittleGiant'),
  qualInnovativeSmeValid: qualificationValid('qualInnovativeSme'),
  qualTechSmeValid: qualificationValid('qualTechSme'),
  revenueOrEquityFinancingMet: {
    label: '营业收入或股权融资达标',
    needs: ['revenueY1', 'equityFinancing2y'],
    // An OR: one side that is met decides, however the other side stands.
    compute: (ledger) => {
      const revenueKnown = isFieldFilled('revenueY1', ledger.revenueY1);
      const financingKnown = isFieldFilled('equityFinancing2y', ledger.equityFinancing2y);
      if (revenueKnown && num(ledger, 'revenueY1') >= SPECIALIZED_REVENUE_THRESHOLD) return known(true);
      if (financingKnown && num(ledger, 'equityFinancing2y') >= SPECIALIZED_EQUITY_FINANCING_THRESHOLD) {
        return known(true);
      }
      const gaps = unfilled(ledger, ['revenueY1', 'equityFinancing2y']);
      return gaps.length > 0 ? missing(gaps) : known(false);
    },
    describe: (ledger) => {
      const revenue = isFieldFilled('revenueY1', ledger.revenueY1) ? `${formatNumber(num(ledger, 'revenueY1'))} 万元` : '未填写';
      const financing = isFieldFilled('equityFinancing2y', ledger.equityFinancing2y)
        ? `${formatNumber(num(ledger, 'equityFinancing2y'))} 万元`
        : '未填写';
      return `上年度营业收入 ${revenue}；近两年新增股权融资 ${financing}`;
    },
  },
};

function rawDefinition(key: LedgerFieldKey): MetricDefinition {
  const field = getLedgerField(key);
  return { key, label: field.label, ...(field.unit ? { unit: field.unit } : {}), derived: false, needs: [key] };
}

/** Every metric a condition or indicator can name: each ledger field, then the derived metrics. */
export const METRICS: Readonly<Record<MetricKey, MetricDefinition>> = Object.freeze({
  ...(Object.fromEntries(LEDGER_FIELDS.map((field) => [field.key, rawDefinition(field.key)])) as Record<
    LedgerFieldKey,
    MetricDefinition
  >),
  ...(Object.fromEntries(
    (Object.keys(DERIVED) as DerivedMetricKey[]).map((key) => {
      const { label, unit, needs } = DERIVED[key];
      return [key, { key, label, ...(unit ? { unit } : {}), derived: true, needs }];
    }),
  ) as Record<DerivedMetricKey, MetricDefinition>),
});

export const METRIC_KEYS: readonly MetricKey[] = Object.keys(METRICS) as MetricKey[];

const METRIC_KEY_SET = new Set<string>(METRIC_KEYS);

export function isMetricKey(value: unknown): value is MetricKey {
  return typeof value === 'string' && METRIC_KEY_SET.has(value);
}

function isDerived(key: MetricKey): key is DerivedMetricKey {
  return Object.hasOwn(DERIVED, key);
}

export function computeMetric(key: MetricKey, ledger: EnterpriseLedger, options: MetricOptions): MetricResult {
  if (isDerived(key)) return DERIVED[key].compute(ledger, options);
  const value = ledger[key];
  if (!isFieldFilled(key, value)) return missing([key]);
  return known(value === undefined ? null : (value as MetricValue));
}

/** A known metric value as Chinese text with its unit, e.g. '4.2%', '5000 万元', '已建立研发投入核算体系', '市级'. */
export function formatMetricValue(key: MetricKey, value: MetricValue, names: ValueNames = {}): string {
  const definition = METRICS[key];
  const field = definition.derived ? undefined : getLedgerField(key as LedgerFieldKey);
  if (value === null) return definition.derived ? '无' : '未获得';
  if (typeof value === 'boolean') {
    // A bare 是 / 否 next to a requirement can read as its opposite; the field says what the answer means.
    if (field?.booleanText) return value ? field.booleanText.yes : field.booleanText.no;
    return value ? '是' : '否';
  }
  if (typeof value === 'number') {
    const text = formatNumber(value);
    if (!definition.unit) return text;
    return definition.unit === '%' ? `${text}%` : `${text} ${definition.unit}`;
  }
  if (field?.kind === 'region') return names.region?.(value) ?? `行政区划代码 ${value}`;
  if (field?.kind === 'date' && field.nullIsAnswer) return `已获得（${value} 认定）`;
  const option = field?.options?.find((candidate) => candidate.value === value);
  return option ? option.label : value;
}

/** The 实际值 text for a metric result: the value, '未填写', or '无法计算' for a zero divisor. */
export function describeMetric(key: MetricKey, result: MetricResult, ledger: EnterpriseLedger, names: ValueNames = {}): string {
  if (!result.known) {
    if (result.reason === 'zeroDivisor') {
      return `无法计算（${result.missingFields.map((field) => getLedgerField(field).label).join('、')}为 0）`;
    }
    return '未填写';
  }
  const custom = isDerived(key) ? DERIVED[key].describe : undefined;
  return custom ? custom(ledger, result.value) : formatMetricValue(key, result.value, names);
}
