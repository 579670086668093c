import { describe, expect, it } from 'vitest';
import type { RuleSet } from './rule-set';
import { metricYears, shortPeriodChecks, standardYears } from './condition-periods';

const basis = { title: '《优质中小企业梯度培育管理暂行办法》', clause: '参评企业基本条件' };
const head = { id: 'no-incident', title: '近三年无重大事故', kind: 'hard' as const, evidence: '信用承诺书', basis };
const ruleSet = (conditions: RuleSet['conditions']): RuleSet => ({
  id: 'demo',
  version: '2022',
  name: '示例',
  effectiveFrom: '2022-08-01',
  source: { title: basis.title, docNo: '示例〔2022〕1号', issuer: '示例' },
  conditions,
});

describe('condition periods', () => {
  it('reads the span of years a standard and a metric speak of', () => {
    expect(standardYears('近三年未发生重大安全（含网络安全、数据安全）、质量、环境污染等事故')).toBe(3);
    expect(standardYears('近三个会计年度研究开发费用总额占同期销售收入总额的比例')).toBe(3);
    expect(standardYears('近 2 年新增股权融资总额')).toBe(2);
    expect(standardYears('企业申请认定前一年内未发生重大安全、重大质量事故')).toBe(1);
    expect(standardYears('拥有有效发明专利 5 件以上')).toBeUndefined();
    expect(metricYears('majorIncidentLastYear')).toBe(1);
    expect(metricYears('revenueY1')).toBe(1);
    expect(metricYears('rdExpenseRatio3y')).toBe(3);
    expect(metricYears('revenueGrowth2y')).toBe(3);
    expect(metricYears('revenueOrEquityFinancingMet')).toBe(2);
    expect(metricYears('inventionPatents')).toBeUndefined();
  });

  it('flags 近三年无事故 decided from the one-year incident field, the wrong 符合 once shipped', () => {
    const once = ruleSet([{ ...head, standardText: '近三年未发生重大安全、质量、环境污染事故', metric: 'majorIncidentLastYear', op: 'falsy' }]);
    expect(shortPeriodChecks(once)).toEqual(['demo no-incident: majorIncidentLastYear covers 1 year(s), the standard 3']);
  });

  it('lets the one-year field refute a three-year standard, and a one-year standard rest on it', () => {
    const refuting = ruleSet([
      { ...head, standardText: '近三年未发生重大安全事故', decidedBy: 'evidence', refutedBy: { metric: 'majorIncidentLastYear', op: 'falsy' } },
      { ...head, id: 'one-year', standardText: '申请认定前一年内未发生重大安全事故', metric: 'majorIncidentLastYear', op: 'falsy' },
    ]);
    expect(shortPeriodChecks(refuting)).toEqual([]);
  });
});
