import { describe, expect, it } from 'vitest';
import type { EnterpriseLedger } from './ledger';
import type { MetricKey } from './metrics';
import { METRICS, METRIC_KEYS, computeMetric, describeMetric, formatMetricValue, formatNumber, isMetricKey } from './metrics';
import { SAMPLE_LEDGER } from './sample-ledger';
import { LEDGER_FIELDS } from './ledger-fields';

const now = new Date('2025-06-01T04:00:00Z');
const metric = (key: MetricKey, ledger: EnterpriseLedger) => computeMetric(key, ledger, { now });
const value = (key: MetricKey, ledger: EnterpriseLedger) => {
  const result = metric(key, ledger);
  if (!result.known) throw new Error(`${key} is unknown: ${result.missingFields.join(',')}`);
  return result.value;
};

const THREE_YEARS = {
  revenueY1: 1200,
  revenueY2: 1000,
  revenueY3: 800,
  rdExpenseY1: 60,
  rdExpenseY2: 50,
  rdExpenseY3: 40,
  domesticRdExpenseY1: 60,
  domesticRdExpenseY2: 30,
  domesticRdExpenseY3: 30,
  netAssetsY1: 1500,
  netAssetsY2: 1200,
  netAssetsY3: 1000,
} satisfies EnterpriseLedger;

describe('raw metrics', () => {
  it('returns the stored value or names the field as missing', () => {
    expect(metric('revenueY1', { revenueY1: 0 })).toEqual({ known: true, value: 0 });
    expect(metric('revenueY1', { revenueY1: null })).toEqual({ known: false, reason: 'missing', missingFields: ['revenueY1'] });
    expect(metric('hasRdAccounting', { hasRdAccounting: false })).toEqual({ known: true, value: false });
  });

  it('reads a null qualification as "not held", an absent one as unknown', () => {
    expect(metric('qualHighTech', { qualHighTech: null })).toEqual({ known: true, value: null });
    expect(metric('qualHighTech', {})).toMatchObject({ known: false, missingFields: ['qualHighTech'] });
  });

  it('covers every ledger field and every derived metric', () => {
    expect(METRIC_KEYS).toContain('creditCode');
    expect(METRIC_KEYS).toContain('rdExpenseRatio3y');
    expect(isMetricKey('htRevenueGrowth')).toBe(true);
    expect(isMetricKey('growthPoints')).toBe(false);
    expect(isMetricKey('toString')).toBe(false);
    expect(METRICS.rdStaffRatio).toMatchObject({ derived: true, unit: '%', needs: ['rdStaff', 'employeesTotal'] });
    expect(METRICS.revenueY1).toMatchObject({ derived: false, unit: '万元', needs: ['revenueY1'] });
  });
});

describe('derived metrics', () => {
  it('averages the last two years of R&D expense (专精特新 直通条件 2)', () => {
    expect(computeMetric('rdExpenseAvg2y', { rdExpenseY1: 1200, rdExpenseY2: 799 }, { now: new Date('2025-06-01T04:00:00Z') })).toEqual({ known: true, value: 999.5 });
    expect(computeMetric('rdExpenseAvg2y', { rdExpenseY1: 1200 }, { now: new Date('2025-06-01T04:00:00Z') })).toEqual({ known: false, reason: 'missing', missingFields: ['rdExpenseY2'] });
  });

  it('yearsSinceRegistration counts calendar years up to today in China', () => {
    expect(value('yearsSinceRegistration', { registeredAt: '2024-06-01' })).toBe(1);
    expect(value('yearsSinceRegistration', { registeredAt: '2024-06-02' })).toBeLessThan(1);
    expect(value('yearsSinceRegistration', { registeredAt: '2020-12-01' })).toBeCloseTo(4.5, 1);
    expect(metric('yearsSinceRegistration', {})).toMatchObject({ known: false, missingFields: ['registeredAt'] });
    expect(metric('yearsSinceRegistration', { registeredAt: 'soon' })).toMatchObject({ known: false });
  });

  it('rdStaffRatio is R&D staff over employees, in %', () => {
    expect(value('rdStaffRatio', { rdStaff: 7, employeesTotal: 100 })).toBe(7);
    expect(value('rdStaffRatio', { rdStaff: 1, employeesTotal: 3 })).toBeCloseTo(33.333333, 6);
    expect(metric('rdStaffRatio', { rdStaff: 0, employeesTotal: 0 })).toEqual({
      known: false,
      reason: 'zeroDivisor',
      missingFields: ['employeesTotal'],
    });
    expect(metric('rdStaffRatio', { rdStaff: 3 })).toEqual({ known: false, reason: 'missing', missingFields: ['employeesTotal'] });
  });

  it('rdExpenseRatio3y sums three years of R&D over three years of revenue', () => {
    expect(value('rdExpenseRatio3y', THREE_YEARS)).toBe(5);
    expect(metric('rdExpenseRatio3y', { ...THREE_YEARS, revenueY1: 0, revenueY2: 0, revenueY3: 0 })).toMatchObject({
      known: false,
      reason: 'zeroDivisor',
      missingFields: ['revenueY1', 'revenueY2', 'revenueY3'],
    });
    expect(metric('rdExpenseRatio3y', { ...THREE_YEARS, rdExpenseY3: undefined })).toMatchObject({
      known: false,
      missingFields: ['rdExpenseY3'],
    });
  });

  it('rdExpenseRatioY1, highTechRevenueRatio, netProfitMarginY1, mainBusinessShareY1 and debtRatioY1 are last-year shares', () => {
    expect(value('rdExpenseRatioY1', THREE_YEARS)).toBe(5);
    expect(value('highTechRevenueRatio', { highTechRevenueY1: 720, revenueY1: 1200 })).toBe(60);
    expect(value('netProfitMarginY1', { netProfitY1: -60, revenueY1: 1200 })).toBe(-5);
    expect(value('mainBusinessShareY1', { mainBusinessRevenueY1: 960, revenueY1: 1200 })).toBe(80);
    expect(value('debtRatioY1', { totalDebtY1: 55, totalAssetsY1: 100 })).toBe(55);
    for (const key of ['rdExpenseRatioY1', 'highTechRevenueRatio', 'netProfitMarginY1', 'mainBusinessShareY1'] as const) {
      expect(metric(key, { revenueY1: 0, rdExpenseY1: 1, highTechRevenueY1: 0, netProfitY1: 0, mainBusinessRevenueY1: 0 })).toMatchObject({
        known: false,
        reason: 'zeroDivisor',
        missingFields: ['revenueY1'],
      });
    }
    expect(metric('debtRatioY1', { totalDebtY1: 0, totalAssetsY1: 0 })).toMatchObject({ reason: 'zeroDivisor' });
  });

  it('domesticRdShare3y is domestic R&D over all R&D', () => {
    expect(value('domesticRdShare3y', THREE_YEARS)).toBe(80);
    expect(
      metric('domesticRdShare3y', { ...THREE_YEARS, rdExpenseY1: 0, rdExpenseY2: 0, rdExpenseY3: 0 }),
    ).toMatchObject({ reason: 'zeroDivisor', missingFields: ['rdExpenseY1', 'rdExpenseY2', 'rdExpenseY3'] });
  });

  it('revenueGrowth2y and netAssetGrowth2y use ½ × (Y2/Y3 + Y1/Y2) − 1', () => {
    expect(value('revenueGrowth2y', THREE_YEARS)).toBe(22.5);
    expect(value('netAssetGrowth2y', THREE_YEARS)).toBe(22.5);
    expect(value('revenueGrowth2y', { revenueY1: 90, revenueY2: 100, revenueY3: 100 })).toBe(-5);
    expect(metric('revenueGrowth2y', { revenueY1: 10, revenueY2: 5, revenueY3: 0 })).toEqual({
      known: false,
      reason: 'zeroDivisor',
      missingFields: ['revenueY3'],
    });
    expect(metric('netAssetGrowth2y', { netAssetsY1: 1 })).toMatchObject({ missingFields: ['netAssetsY2', 'netAssetsY3'] });
  });

  it('revenueGrowthY1 compares the last two years', () => {
    expect(value('revenueGrowthY1', THREE_YEARS)).toBe(20);
    expect(metric('revenueGrowthY1', { revenueY1: 5, revenueY2: 0 })).toMatchObject({ reason: 'zeroDivisor', missingFields: ['revenueY2'] });
  });

  it('ipCount adds every kind; coreIpCount leaves trademarks out', () => {
    const ip = { inventionPatents: 1, utilityModels: 2, designPatents: 3, softwareCopyrights: 4, trademarks: 5 };
    expect(value('ipCount', ip)).toBe(15);
    expect(value('coreIpCount', ip)).toBe(10);
    expect(value('coreIpCount', { ...ip, inventionPatents: 0, utilityModels: 0, designPatents: 0, softwareCopyrights: 0 })).toBe(0);
    expect(metric('ipCount', { inventionPatents: 1 })).toMatchObject({
      missingFields: ['utilityModels', 'designPatents', 'softwareCopyrights', 'trademarks'],
    });
  });

  it('ipClass2Total prefers the explicit Ⅱ类 count, else adds the Ⅱ类 kinds', () => {
    expect(value('ipClass2Total', { ipClass2: 4, utilityModels: 9 })).toBe(4);
    expect(value('ipClass2Total', { utilityModels: 1, designPatents: 2, softwareCopyrights: 3 })).toBe(6);
    expect(metric('ipClass2Total', { utilityModels: 1 })).toMatchObject({ known: false, missingFields: ['ipClass2'] });
    expect(value('ipClass1', { ipClass1: 2 })).toBe(2);
  });

  it('htNetAssetGrowth and htRevenueGrowth follow the 工作指引: a zero first year counts the last two, a zero second year 0', () => {
    // ½ × (1200 / 1000 + 1500 / 1200) − 1 = 22.5%
    expect(value('htNetAssetGrowth', THREE_YEARS)).toBe(22.5);
    expect(value('htRevenueGrowth', { ...THREE_YEARS, revenueY3: 0 })).toBe(20);
    expect(value('htNetAssetGrowth', { ...THREE_YEARS, netAssetsY2: 0 })).toBe(0);
    expect(describeMetric('htRevenueGrowth', metric('htRevenueGrowth', { ...THREE_YEARS, revenueY3: 0 }), { ...THREE_YEARS, revenueY3: 0 })).toContain('第一年为 0，按后两年计算');
  });

  it('techAchievementsConverted2y adds the two years named; the 3-year average divides the total by 3', () => {
    expect(value('techAchievementsConverted2y', { techAchievementsConvertedY1: 3, techAchievementsConvertedY2: 2 })).toBe(5);
    expect(metric('techAchievementsConverted2y', { techAchievementsConverted3y: 9 })).toMatchObject({ known: false, missingFields: ['techAchievementsConvertedY1', 'techAchievementsConvertedY2'] });
    expect(value('techAchievementsConvertedAvg3y', { techAchievementsConverted3y: 12 })).toBe(4);
  });

  it('majorIncident3y: one year with an incident decides, otherwise all three years must be answered', () => {
    expect(value('majorIncident3y', { majorIncidentYear3: true })).toBe(true);
    expect(value('majorIncident3y', { majorIncidentLastYear: false, majorIncidentYear2: false, majorIncidentYear3: false })).toBe(false);
    expect(metric('majorIncident3y', { majorIncidentLastYear: false })).toMatchObject({ known: false, missingFields: ['majorIncidentYear2', 'majorIncidentYear3'] });
  });

  it('isSme follows the 划型标准 by industry, and says so when the section holds industries with other bounds', () => {
    expect(value('isSme', { industry: 'C', employeesTotal: 1500, revenueY1: 30000 })).toBe(true);
    expect(value('isSme', { industry: 'C', employeesTotal: 1500, revenueY1: 50000 })).toBe(false);
    expect(value('isSme', { industry: 'M', employeesTotal: 120 })).toBe(true);
    // 信息传输 (2000 人) and 软件 (300 人) share section I: 800 人 with 2 亿元 is one and not the other.
    expect(metric('isSme', { industry: 'I', employeesTotal: 800, revenueY1: 20000, totalAssetsY1: 5000 })).toMatchObject({ known: false, reason: 'undecidable' });
    expect(metric('isSme', { industry: 'C', employeesTotal: 1500 })).toMatchObject({ known: false, missingFields: ['revenueY1'] });
  });

  it('a qualification is valid for its years from the recognition date, 科技型中小企业 for its calendar year', () => {
    expect(value('qualHighTechValid', { qualHighTech: '2022-06-02' })).toBe(true);
    expect(value('qualHighTechValid', { qualHighTech: '2022-06-01' })).toBe(false);
    expect(value('qualTechSmeValid', { qualTechSme: '2025-01-10' })).toBe(true);
    expect(value('qualTechSmeValid', { qualTechSme: '2024-12-31' })).toBe(false);
    expect(value('qualHighTechValid', { qualHighTech: null })).toBe(false);
  });

  it('hasAnyQualification is true as soon as one qualification is held', () => {
    expect(value('hasAnyQualification', { qualTechSme: '2025-04-01' })).toBe(true);
    // An expired recognition is not held: the others still have to be answered.
    expect(metric('hasAnyQualification', { qualTechSme: '2024-04-01' })).toMatchObject({ known: false });
    expect(
      value('hasAnyQualification', {
        qualHighTech: null,
        qualSpecialized: null,
        qualLittleGiant: null,
        qualInnovativeSme: null,
        qualTechSme: null,
      }),
    ).toBe(false);
    expect(metric('hasAnyQualification', { qualHighTech: null })).toMatchObject({
      known: false,
      missingFields: ['qualSpecialized', 'qualLittleGiant', 'qualInnovativeSme', 'qualTechSme'],
    });
  });

  it('revenueOrEquityFinancingMet is an OR: either side decides', () => {
    expect(value('revenueOrEquityFinancingMet', { revenueY1: 1000 })).toBe(true);
    expect(value('revenueOrEquityFinancingMet', { revenueY1: 999, equityFinancing2y: 2000 })).toBe(true);
    expect(value('revenueOrEquityFinancingMet', { equityFinancing2y: 2000 })).toBe(true);
    expect(value('revenueOrEquityFinancingMet', { revenueY1: 999, equityFinancing2y: 1999 })).toBe(false);
    expect(metric('revenueOrEquityFinancingMet', { revenueY1: 999 })).toMatchObject({
      known: false,
      missingFields: ['equityFinancing2y'],
    });
  });

  it('computes every metric of the sample ledger', () => {
    for (const key of METRIC_KEYS) expect(metric(key, SAMPLE_LEDGER).known, key).toBe(true);
  });
});

describe('formatting', () => {
  it('formats numbers with at most two decimals', () => {
    expect(formatNumber(4.2)).toBe('4.2');
    expect(formatNumber(33.333333)).toBe('33.33');
    expect(formatNumber(5000)).toBe('5000');
    expect(formatNumber(-0.5)).toBe('-0.5');
  });

  it('adds units and Chinese labels', () => {
    expect(formatMetricValue('rdExpenseRatio3y', 4.2)).toBe('4.2%');
    expect(formatMetricValue('revenueY1', 5000)).toBe('5000 万元');
    expect(formatMetricValue('rdStaff', 12)).toBe('12 人');
    expect(formatMetricValue('inKeySupportedField', true)).toBe('属于国家重点支持的高新技术领域');
    expect(formatMetricValue('majorIncidentLastYear', false)).toBe('近一年无重大安全、质量事故和严重环境违法行为');
    expect(formatMetricValue('majorIncidentLastYear', true)).toBe('近一年发生过重大安全、质量事故或严重环境违法行为');
    expect(formatMetricValue('rdInstitutionLevel', 'provincial')).toBe('省级');
    expect(formatMetricValue('industry', 'C')).toBe('制造业');
    expect(formatMetricValue('qualHighTech', null)).toBe('未获得');
    expect(formatMetricValue('qualHighTech', '2024-03-01')).toBe('已获得（2024-03-01 认定）');
  });

  it('never shows a boolean ledger answer as a bare 是 / 否', () => {
    for (const field of LEDGER_FIELDS.filter((item) => item.kind === 'boolean')) {
      for (const value of [true, false]) expect(formatMetricValue(field.key, value), field.key).not.toMatch(/^[是否]$/);
    }
  });

  it('names regions through the caller\'s names and never shows a bare code', () => {
    const names = { region: (code: string) => (code === '330110' ? '浙江省杭州市余杭区' : undefined) };
    expect(formatMetricValue('districtCode', '330110', names)).toBe('浙江省杭州市余杭区');
    expect(formatMetricValue('districtCode', '330110')).toBe('行政区划代码 330110');
    expect(formatMetricValue('cityCode', '330100', names)).toBe('行政区划代码 330100');
  });

  it('describes the R&D expense change with both years', () => {
    const ledger = { rdExpenseY1: 580, rdExpenseY2: 460 };
    expect(describeMetric('rdExpenseChangeY1', metric('rdExpenseChangeY1', ledger), ledger)).toBe('上年度 580 万元，前一年度 460 万元（增加 120 万元）');
    const down = { rdExpenseY1: 400, rdExpenseY2: 460 };
    expect(describeMetric('rdExpenseChangeY1', metric('rdExpenseChangeY1', down), down)).toBe('上年度 400 万元，前一年度 460 万元（减少 60 万元）');
    expect(metric('rdExpenseChangeY1', { rdExpenseY1: 400 })).toEqual({ known: false, reason: 'missing', missingFields: ['rdExpenseY2'] });
  });

  it('describes unknown values as 未填写 or 无法计算', () => {
    expect(describeMetric('rdStaffRatio', metric('rdStaffRatio', {}), {})).toBe('未填写');
    const ledger = { rdStaff: 0, employeesTotal: 0 };
    expect(describeMetric('rdStaffRatio', metric('rdStaffRatio', ledger), ledger)).toBe('无法计算（职工总数为 0）');
  });

  it('describes the inputs of combined metrics', () => {
    const ledger = { revenueY1: 800, equityFinancing2y: 2500 };
    expect(describeMetric('revenueOrEquityFinancingMet', metric('revenueOrEquityFinancingMet', ledger), ledger)).toBe(
      '上年度营业收入 800 万元；近两年新增股权融资 2500 万元',
    );
  });
});
