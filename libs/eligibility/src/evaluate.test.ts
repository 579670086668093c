import { describe, expect, it } from 'vitest';
import type { Condition, LedgerCondition, RuleSet } from './rule-set';
import { evaluate } from './evaluate';
import type { EnterpriseLedger } from './ledger';
import type { MetricKey } from './metrics';
import { SAMPLE_LEDGER } from './sample-ledger';

const now = new Date('2025-06-01T04:00:00Z');
const basis = { title: '《示例办法》', clause: '第三条' };

function condition(id: string, kind: Condition['kind'], metric: MetricKey, op: LedgerCondition['op'], value?: LedgerCondition['value']): LedgerCondition {
  const base: LedgerCondition = { id, title: id, kind, metric, op, standardText: `${id} 标准`, evidence: '证明材料', basis };
  return value === undefined ? base : { ...base, value };
}

function ruleSet(conditions: Condition[], scoring?: RuleSet['scoring']): RuleSet {
  const base: RuleSet = {
    id: 'demo',
    version: '1',
    name: '示例政策',
    effectiveFrom: '2024-01-01',
    source: { title: '《示例办法》', docNo: '示〔2024〕1号', issuer: '示例局' },
    conditions,
  };
  return scoring ? { ...base, scoring } : base;
}

const DEMO = ruleSet([
  condition('staff', 'hard', 'rdStaffRatio', '>=', 10),
  condition('city', 'hard', 'cityCode', '==', '330100'),
  condition('growth', 'soft', 'revenueGrowthY1', '>', 0),
]);

const LEDGER: EnterpriseLedger = { rdStaff: 12, employeesTotal: 100, cityCode: '330100', revenueY1: 120, revenueY2: 100 };

describe('evaluate', () => {
  it('is eligible with match degree 100 when everything passes', () => {
    const result = evaluate(DEMO, LEDGER, { now });
    expect(result).toMatchObject({ ruleSetId: 'demo', version: '1', name: '示例政策', status: 'eligible', matchDegree: 100, missingFields: [] });
    expect(result.results.map((item) => item.status)).toEqual(['pass', 'pass', 'pass']);
    expect(result.results[0]).toMatchObject({ actual: 12, actualText: '12%', standardText: 'staff 标准', evidence: '证明材料', basis });
    expect(result).not.toHaveProperty('score');
  });

  it('excludes on a hard fail', () => {
    const result = evaluate(DEMO, { ...LEDGER, rdStaff: 9 }, { now });
    expect(result.status).toBe('ineligible');
    expect(result.results[0]).toMatchObject({ status: 'fail', actualText: '9%' });
    expect(result.matchDegree).toBe(60);
  });

  it('keeps eligibility on a soft fail but lowers the match degree', () => {
    const result = evaluate(DEMO, { ...LEDGER, revenueY1: 90 }, { now });
    expect(result.status).toBe('eligible');
    expect(result.results[2]?.status).toBe('fail');
    expect(result.matchDegree).toBe(80);
  });

  it('asks for the missing fields when a hard condition is unknown', () => {
    const result = evaluate(DEMO, { ...LEDGER, employeesTotal: undefined, cityCode: undefined }, { now });
    expect(result.status).toBe('incomplete');
    expect(result.results[0]).toMatchObject({ status: 'unknown', actual: null, actualText: '未填写', missingFields: ['employeesTotal'] });
    expect(result.missingFields).toEqual(['cityCode', 'employeesTotal']);
    expect(result.matchDegree).toBe(20);
  });

  it('names the zero divisor of an undefined ratio', () => {
    const result = evaluate(DEMO, { ...LEDGER, employeesTotal: 0, rdStaff: 0 }, { now });
    expect(result.status).toBe('incomplete');
    expect(result.results[0]).toMatchObject({ status: 'unknown', actualText: '无法计算（职工总数为 0）', missingFields: ['employeesTotal'] });
  });

  it('prefers ineligible over incomplete', () => {
    const result = evaluate(DEMO, { cityCode: '310100' }, { now });
    expect(result.status).toBe('ineligible');
    expect(result.missingFields).toEqual(['employeesTotal', 'rdStaff', 'revenueY1', 'revenueY2']);
  });

  it('keeps a soft unknown out of the status', () => {
    const result = evaluate(DEMO, { ...LEDGER, revenueY2: undefined }, { now });
    expect(result.status).toBe('eligible');
    expect(result.missingFields).toEqual(['revenueY2']);
    expect(result.matchDegree).toBe(80);
  });

  it('supports every comparison', () => {
    const ledger: EnterpriseLedger = {
      employeesTotal: 50,
      industry: 'C',
      districtCode: '330110',
      inKeySupportedField: true,
      majorIncidentLastYear: false,
      qualHighTech: '2024-03-01',
      qualSpecialized: null,
    };
    const cases: [LedgerCondition['op'], MetricKey, LedgerCondition['value'] | undefined, 'pass' | 'fail'][] = [
      ['>=', 'employeesTotal', 50, 'pass'],
      ['>', 'employeesTotal', 50, 'fail'],
      ['<=', 'employeesTotal', 50, 'pass'],
      ['<', 'employeesTotal', 50, 'fail'],
      ['==', 'industry', 'C', 'pass'],
      ['!=', 'industry', 'C', 'fail'],
      ['in', 'districtCode', ['330106', 330110], 'pass'],
      ['in', 'industry', ['A', 'B'], 'fail'],
      ['truthy', 'inKeySupportedField', undefined, 'pass'],
      ['falsy', 'majorIncidentLastYear', undefined, 'pass'],
      ['notNull', 'qualHighTech', undefined, 'pass'],
      ['notNull', 'qualSpecialized', undefined, 'fail'],
      ['falsy', 'qualSpecialized', undefined, 'pass'],
      ['>=', 'qualHighTech', '2024-01-01', 'pass'],
      ['>=', 'qualSpecialized', '2024-01-01', 'fail'],
      ['>=', 'industry', 3, 'fail'],
    ];
    const result = evaluate(ruleSet(cases.map(([op, metric, value], index) => condition(`c${index}`, 'soft', metric, op, value))), ledger, { now });
    expect(result.results.map((item) => item.status)).toEqual(cases.map(([, , , expected]) => expected));
  });

  describe('piecewise bands', () => {
    const banded = ruleSet([
      {
        ...condition('ratio', 'hard', 'rdStaffRatio', '>='),
        bands: [
          { when: { metric: 'revenueY1', max: 100 }, value: 20, standardText: '小企业不低于 20%' },
          { when: { metric: 'revenueY1', min: 100 }, value: 10, standardText: '其他不低于 10%' },
        ],
      },
    ]);
    const staff = (rdStaff: number): EnterpriseLedger => ({ rdStaff, employeesTotal: 100 });

    it('uses the first band whose inclusive range holds the band metric', () => {
      expect(evaluate(banded, { ...staff(15), revenueY1: 100 }, { now }).results[0]).toMatchObject({
        status: 'fail',
        standardText: '小企业不低于 20%',
        actualText: '15%（营业收入（上年度） 100 万元）',
      });
      expect(evaluate(banded, { ...staff(15), revenueY1: 101 }, { now }).results[0]).toMatchObject({
        status: 'pass',
        standardText: '其他不低于 10%',
      });
    });

    it('decides without the band metric when every band agrees, else asks for it', () => {
      expect(evaluate(banded, staff(25), { now }).results[0]).toMatchObject({ status: 'pass', missingFields: [] });
      expect(evaluate(banded, staff(5), { now }).results[0]).toMatchObject({ status: 'fail', missingFields: [] });
      expect(evaluate(banded, staff(15), { now }).results[0]).toMatchObject({
        status: 'unknown',
        actualText: '15%',
        standardText: 'ratio 标准',
        missingFields: ['revenueY1'],
      });
    });
  });

  it('never reports 100 while something has not passed', () => {
    const conditions = [condition('h', 'hard', 'employeesTotal', '>=', 1)];
    for (let index = 0; index < 300; index += 1) conditions.push(condition(`s${index}`, 'soft', 'employeesTotal', '>=', 1));
    conditions.push(condition('last', 'soft', 'employeesTotal', '>=', 2));
    expect(evaluate(ruleSet(conditions), { employeesTotal: 1 }, { now }).matchDegree).toBe(99);
  });

  it('requires a valid now', () => {
    expect(() => evaluate(DEMO, LEDGER, { now: new Date(Number.NaN) })).toThrow('evaluate: options.now must be a valid Date');
  });
});

describe('no condition is dropped and nothing undecided reads as 符合', () => {
  const evidence: Condition = { id: 'built', title: '项目已竣工', kind: 'hard', decidedBy: 'evidence', standardText: '项目于申报年度前已竣工', evidence: '项目竣工验收报告', basis };

  it('keeps a condition no ledger field decides as 待核验 naming its evidence, and never concludes eligible', () => {
    const result = evaluate(ruleSet([...DEMO.conditions, evidence]), LEDGER, { now });
    expect(result.results.map((item) => item.id)).toEqual(['staff', 'city', 'growth', 'built']);
    expect(result.results[3]).toMatchObject({ status: 'unknown', decidedBy: 'evidence', evidence: '项目竣工验收报告', missingFields: [], actual: null });
    expect(result.status).toBe('incomplete');
    expect(result.matchDegree).toBeLessThan(100);
  });

  it('lets a ledger check refute an evidence condition but never meet it', () => {
    const record: Condition = {
      id: 'record',
      title: '近三年无重大事故',
      kind: 'hard',
      decidedBy: 'evidence',
      refutedBy: { metric: 'majorIncidentLastYear', op: 'falsy' },
      standardText: '近三年未发生重大安全、质量、环境污染事故',
      evidence: '信用承诺书',
      basis,
    };
    const row = (ledger: EnterpriseLedger) => evaluate(ruleSet([record]), ledger, { now }).results[0];
    expect(row({ ...LEDGER, majorIncidentLastYear: false })).toMatchObject({ status: 'unknown', decidedBy: 'evidence', evidence: '信用承诺书' });
    expect(row({ ...LEDGER, majorIncidentLastYear: undefined })).toMatchObject({ status: 'unknown', decidedBy: 'evidence', actualText: '企业档案无此信息，需核验材料' });
    expect(row({ ...LEDGER, majorIncidentLastYear: true })).toMatchObject({ status: 'fail', decidedBy: 'ledger' });
    expect(evaluate(ruleSet([record]), { ...LEDGER, majorIncidentLastYear: true }, { now }).status).toBe('ineligible');
  });

  it('lets a soft evidence condition lower the degree without blocking', () => {
    const result = evaluate(ruleSet([...DEMO.conditions, { ...evidence, kind: 'soft' }]), LEDGER, { now });
    expect(result.status).toBe('eligible');
    expect(result.matchDegree).toBeLessThan(100);
  });

  it('evaluates a condition with several checks as one row that passes only when all do', () => {
    const size: Condition = {
      ...condition('size', 'hard', 'employeesTotal', '<=', 500),
      also: [
        { metric: 'revenueY1', op: '<=', value: 20000 },
        { metric: 'totalAssetsY1', op: '<=', value: 20000 },
      ],
    };
    const pass = evaluate(ruleSet([size]), { employeesTotal: 100, revenueY1: 5000, totalAssetsY1: 3000 }, { now });
    expect(pass.results).toHaveLength(1);
    expect(pass.results[0]).toMatchObject({ status: 'pass', actualText: '职工总数 100 人；营业收入（上年度） 5000 万元；资产总额（上年末） 3000 万元' });
    const unknown = evaluate(ruleSet([size]), { employeesTotal: 100, revenueY1: 5000 }, { now });
    expect(unknown.results[0]).toMatchObject({ status: 'unknown', missingFields: ['totalAssetsY1'] });
    expect(unknown.status).toBe('incomplete');
    const fail = evaluate(ruleSet([size]), { employeesTotal: 600, revenueY1: 5000 }, { now });
    expect(fail.results[0]).toMatchObject({ status: 'fail', gap: '职工总数超出 100 人', missingFields: [] });
  });

  it('names the distance of a failed numeric check', () => {
    const patents = evaluate(ruleSet([condition('ip', 'hard', 'inventionPatents', '>=', 5)]), { inventionPatents: 3 }, { now });
    expect(patents.results[0]).toMatchObject({ status: 'fail', gap: '发明专利数量还差 2 件' });
    const ratio = evaluate(ruleSet([condition('staff', 'hard', 'rdStaffRatio', '>=', 10)]), { rdStaff: 8, employeesTotal: 100 }, { now });
    expect(ratio.results[0]?.gap).toBe('研发人员占职工总数比例还差 2 个百分点');
    const growth = evaluate(ruleSet([condition('rd', 'hard', 'rdExpenseChangeY1', '>', 0)]), { rdExpenseY1: 400, rdExpenseY2: 460 }, { now });
    expect(growth.results[0]).toMatchObject({ status: 'fail', gap: '上年度研发费用增量还差 60 万元以上' });
    expect(evaluate(ruleSet([condition('city', 'hard', 'cityCode', '==', '330100')]), { cityCode: '310100' }, { now }).results[0]).not.toHaveProperty('gap');
  });

  it('shows regions by name when the caller passes the names', () => {
    const names = { region: (code: string) => ({ '330110': '浙江省杭州市余杭区' })[code] };
    const result = evaluate(ruleSet([condition('d', 'hard', 'districtCode', '==', '330110')]), { districtCode: '330110' }, { now, names });
    expect(result.results[0]).toMatchObject({ status: 'pass', actualText: '浙江省杭州市余杭区' });
  });
});

describe('scored rule sets', () => {
  const scoring: RuleSet['scoring'] = {
    passScore: 10,
    passRule: '>=',
    indicators: [
      { id: 'brand', title: '品牌', max: 10, metric: 'trademarks', bands: [{ min: 3, score: 10 }, { min: 1, score: 5 }, { score: 0 }], basis },
      { id: 'level', title: '研发机构', max: 5, metric: 'rdInstitutionLevel', bands: [{ equals: 'national', score: 5 }, { score: 0 }], basis },
      {
        id: 'ip',
        title: '知识产权',
        max: 6,
        metric: 'ipClass1',
        bands: [{ min: 1, score: 6 }, { metric: 'ipClass2Total', min: 1, score: 2 }, { score: 0 }],
        basis,
      },
    ],
  };
  const scored = ruleSet([condition('h', 'hard', 'employeesTotal', '>=', 1)], scoring);
  const base: EnterpriseLedger = { employeesTotal: 5, trademarks: 1, rdInstitutionLevel: 'national', ipClass1: 0, ipClass2: 2 };

  it('sums the banded indicators and passes on the pass rule', () => {
    const result = evaluate(scored, base, { now });
    expect(result.score).toMatchObject({ total: 12, possibleMax: 12, passed: true, status: 'pass', passScore: 10, passRule: '>=' });
    expect(result.score?.indicators.map((indicator) => indicator.score)).toEqual([5, 5, 2]);
    expect(result.score?.indicators[2]).toMatchObject({
      status: 'scored',
      actualText: 'Ⅰ类知识产权数量 0 件；Ⅱ类知识产权数量 2 件',
    });
    expect(result.status).toBe('eligible');
  });

  it('shows a condition decided by the score as one row with the score\'s verdict and gap', () => {
    const row: Condition = { id: 's', title: '综合评分达标', kind: 'hard', decidedBy: 'score', standardText: '综合得分不低于 10 分', evidence: '评价佐证材料', basis };
    const withRow = ruleSet([condition('h', 'hard', 'employeesTotal', '>=', 1), row], scoring);
    expect(evaluate(withRow, base, { now }).results[1]).toMatchObject({ status: 'pass', decidedBy: 'score', actualText: '综合评分 12 分' });
    const failed = evaluate(withRow, { ...base, rdInstitutionLevel: 'municipal', ipClass2: 0 }, { now });
    expect(failed.results[1]).toMatchObject({ status: 'fail', actualText: '综合评分 5 分', gap: '综合评分还差 5 分' });
    expect(failed.status).toBe('ineligible');
    const open = evaluate(withRow, { employeesTotal: 5 }, { now });
    expect(open.results[1]).toMatchObject({ status: 'unknown', missingFields: ['trademarks', 'ipClass1', 'rdInstitutionLevel'] });
  });

  it('makes an eligible-looking ledger ineligible when the score cannot pass', () => {
    const result = evaluate(scored, { ...base, rdInstitutionLevel: 'municipal', ipClass2: 0 }, { now });
    expect(result.score).toMatchObject({ total: 5, passed: false, status: 'fail' });
    expect(result.status).toBe('ineligible');
    expect(result.matchDegree).toBe(50);
  });

  it('leaves the score undecided while unknown indicators could still pass it', () => {
    const result = evaluate(scored, { ...base, rdInstitutionLevel: 'municipal', ipClass1: undefined }, { now });
    expect(result.score).toMatchObject({ total: 5, possibleMax: 11, passed: false, status: 'unknown' });
    expect(result.score?.indicators[2]).toMatchObject({ status: 'unknown', score: 0, missingFields: ['ipClass1'] });
    expect(result.status).toBe('incomplete');
    expect(result.missingFields).toEqual(['ipClass1']);
  });

  it('decides the score without the unknown indicators when it already passes', () => {
    const result = evaluate(scored, { ...base, trademarks: 3, ipClass1: undefined }, { now });
    expect(result.score).toMatchObject({ total: 15, status: 'pass' });
    expect(result.status).toBe('eligible');
  });
});

describe('determinism and speed', () => {
  it('gives equal results for equal input and never mutates the ledger', () => {
    const ledger = structuredClone(SAMPLE_LEDGER);
    const first = evaluate(DEMO, ledger, { now });
    const second = evaluate(DEMO, ledger, { now: new Date(now.getTime()) });
    expect(second).toEqual(first);
    expect(ledger).toEqual(SAMPLE_LEDGER);
  });

  it('evaluates 500 rule sets of 10 conditions against one ledger', () => {
    const metrics: [MetricKey, LedgerCondition['op'], LedgerCondition['value']][] = [
      ['rdStaffRatio', '>=', 10],
      ['rdExpenseRatio3y', '>=', 3],
      ['revenueY1', '>=', 1000],
      ['cityCode', '==', '330100'],
      ['industry', 'in', ['C', 'I']],
      ['highTechRevenueRatio', '>=', 60],
      ['revenueGrowth2y', '>', 0],
      ['debtRatioY1', '<=', 70],
      ['coreIpCount', '>=', 1],
      ['yearsSinceRegistration', '>=', 1],
    ];
    const ruleSets = Array.from({ length: 500 }, (_, index) =>
      ruleSet(
        metrics.map(([metric, op, value], position) =>
          condition(`c${position}`, position % 3 === 0 ? 'soft' : 'hard', metric, op, typeof value === 'number' ? value + (index % 7) : value),
        ),
      ),
    );
    const results = ruleSets.map((item) => evaluate(item, SAMPLE_LEDGER, { now }));
    expect(results).toHaveLength(500);
    expect(results.every((result) => result.results.length === 10)).toBe(true);
    expect(results[0]?.status).toBe('eligible');
    // The sample's 3-year R&D ratio is 6.97%: variants raising that hard threshold to 7% or more (index % 7 ≥ 4) fail.
    const expected = ruleSets.map((_, index) => (index % 7 <= 3 ? 'eligible' : 'ineligible'));
    expect(results.map((result) => result.status)).toEqual(expected);
    expect(expected.filter((status) => status === 'eligible')).toHaveLength(287);
    expect(results[4]?.results[1]).toMatchObject({ id: 'c1', status: 'fail', actualText: '6.97%' });
  });
});
