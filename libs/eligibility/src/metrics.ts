import { chinaToday, yearsBetween } from './dates';
import type { EnterpriseLedger, LedgerFieldKey, RdInstitutionLevel } from './ledger';
import { LEDGER_FIELDS, getLedgerField, isFieldFilled } from './ledger-fields';
import { formatNumber } from './format-number';

export { formatNumber };

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
  | 'rdManagementPoints'
  | 'growthPoints'
  | 'hasAnyQualification'
  | 'revenueOrEquityFinancingMet';

/** A ledger field (its raw value) or a derived metric. */
export type MetricKey = LedgerFieldKey | DerivedMetricKey;

export type MetricValue = number | string | boolean | null;

export type MetricUnit = '万元' | '人' | '件' | '年' | '%' | '分';

export type MetricResult =
  | { known: true; value: MetricValue }
  | {
      known: false;
      /** 'missing': fields not filled; 'zeroDivisor': the named fields are zero so the ratio is undefined. */
      reason: 'missing' | 'zeroDivisor';
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
const IP_KINDS = ['inventionPatents', 'utilityModels', 'designPatents', 'softwareCopyrights', 'trademarks'] as const;
const CORE_IP_KINDS = ['inventionPatents', 'utilityModels', 'designPatents', 'softwareCopyrights'] as const;
const IP_CLASS2_KINDS = ['utilityModels', 'designPatents', 'softwareCopyrights'] as const;
const QUALIFICATIONS = ['qualHighTech', 'qualSpecialized', 'qualLittleGiant', 'qualInnovativeSme', 'qualTechSme'] as const;
const RD_MANAGEMENT = [
  'hasRdAccounting',
  'rdInstitutionLevel',
  'hasIndustryUniversityCoop',
  'hasRdIncentive',
  'hasTalentTraining',
] as const;

/** Thresholds of 专精特新 basic condition (三): revenue ≥ 1000 万元, or equity financing ≥ 2000 万元. */
export const SPECIALIZED_REVENUE_THRESHOLD = 1000;
export const SPECIALIZED_EQUITY_FINANCING_THRESHOLD = 2000;

const INSTITUTION_POINTS: Record<RdInstitutionLevel, number> = {
  none: 0,
  district: 1,
  municipal: 2,
  provincial: 3,
  national: 4,
};

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

/** Points of one growth rate in the 高企 成长性 scale: ≥35% 10, ≥25% 8, ≥15% 6, ≥5% 4, >0 2, else 0. */
export function growthRatePoints(rate: number): number {
  if (rate >= 35) return 10;
  if (rate >= 25) return 8;
  if (rate >= 15) return 6;
  if (rate >= 5) return 4;
  if (rate > 0) return 2;
  return 0;
}

/**
 * One rate's 成长性 points under the 工作指引's zero rules: a zero second-year base scores 0; a zero
 * first-year base counts the last two years only.
 */
function growthPointsOf(ledger: EnterpriseLedger, keys: readonly [LedgerFieldKey, LedgerFieldKey, LedgerFieldKey]) {
  const [y1, y2, y3] = keys.map((key) => num(ledger, key)) as [number, number, number];
  if (y2 === 0) return 0;
  const rate = y3 === 0 ? (y1 / y2 - 1) * 100 : ((y2 / y3 + y1 / y2) / 2 - 1) * 100;
  return growthRatePoints(round6(rate));
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
  rdManagementPoints: {
    label: '研究开发组织管理水平得分',
    unit: '分',
    needs: RD_MANAGEMENT,
    // Weights follow the 工作指引's four items: 核算体系 6; 研发机构 (level 0–4) + 产学研 2 = 6; 成果转化激励 4; 人才培养 4.
    compute: (ledger) => {
      const gaps = unfilled(ledger, RD_MANAGEMENT);
      if (gaps.length > 0) return missing(gaps);
      const points =
        (ledger.hasRdAccounting ? 6 : 0) +
        INSTITUTION_POINTS[ledger.rdInstitutionLevel as RdInstitutionLevel] +
        (ledger.hasIndustryUniversityCoop ? 2 : 0) +
        (ledger.hasRdIncentive ? 4 : 0) +
        (ledger.hasTalentTraining ? 4 : 0);
      return known(points);
    },
  },
  growthPoints: {
    label: '企业成长性得分',
    unit: '分',
    needs: [...NET_ASSETS, ...REVENUE],
    compute: (ledger) => {
      const gaps = unfilled(ledger, [...NET_ASSETS, ...REVENUE]);
      if (gaps.length > 0) return missing(gaps);
      return known(growthPointsOf(ledger, NET_ASSETS) + growthPointsOf(ledger, REVENUE));
    },
    describe: (ledger, value) =>
      `净资产增长 ${growthPointsOf(ledger, NET_ASSETS)} 分、营业收入增长 ${growthPointsOf(ledger, REVENUE)} 分，合计 ${String(value)} 分`,
  },
  hasAnyQualification: {
    label: '已获得资质认定',
    needs: QUALIFICATIONS,
    describe: (ledger, value) => {
      const held = QUALIFICATIONS.filter((key) => typeof ledger[key] === 'string' && isFieldFilled(key, ledger[key]));
      return value === true ? `已获得${held.map((key) => getLedgerField(key).label).join('、')}` : '未获得任何资质认定';
    },
    compute: (ledger) => {
      if (QUALIFICATIONS.some((key) => typeof ledger[key] === 'string' && isFieldFilled(key, ledger[key]))) {
        return known(true);
      }
      const gaps = unfilled(ledger, QUALIFICATIONS);
      return gaps.length > 0 ? missing(gaps) : known(false);
    },
  },
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
