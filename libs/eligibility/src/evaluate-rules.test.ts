import { describe, expect, it } from 'vitest';
import { evaluate, matchDegreeFormula } from './evaluate';
import type { Condition, RuleSet, ScoredIndicator } from './rule-set';
import { parseRuleSet } from './rule-set';

const now = new Date('2026-11-28T04:00:00Z');
const basis = { title: '《示例办法》', clause: '第三条（一）' };

function ruleSet(conditions: Condition[], extra: Partial<RuleSet> = {}): RuleSet {
  return parseRuleSet({ id: 'demo', version: '1', name: '示例', effectiveFrom: '2026-01-01', source: { title: '《示例办法》', docNo: '示〔2026〕1号', issuer: '示例局' }, conditions, ...extra });
}

const head = { kind: 'hard' as const, standardText: 's', evidence: 'e', basis };

describe('the condition language', () => {
  it('anyOf: the condition holds when its check or any alternative does, and fails only when all fail', () => {
    const either = ruleSet([{ id: 'q', title: '科技型中小企业或高企', ...head, metric: 'qualTechSmeValid', op: 'truthy', anyOf: [{ metric: 'qualHighTechValid', op: 'truthy' }] }]);
    expect(evaluate(either, { qualTechSme: null, qualHighTech: '2025-05-12' }, { now }).status).toBe('eligible');
    expect(evaluate(either, { qualTechSme: null, qualHighTech: null }, { now }).status).toBe('ineligible');
    expect(evaluate(either, { qualTechSme: null }, { now })).toMatchObject({ status: 'incomplete', missingFields: ['qualHighTech'] });
  });

  it('metOnly: the ledger can show it met, never unmet', () => {
    const honours = ruleSet([{ id: 'h', title: '有效期内的荣誉', ...head, metric: 'qualHighTechValid', op: 'truthy', metOnly: true }]);
    expect(evaluate(honours, { qualHighTech: '2025-05-12' }, { now }).status).toBe('eligible');
    expect(evaluate(honours, { qualHighTech: null }, { now }).results[0]).toMatchObject({ status: 'unknown', decidedBy: 'evidence' });
  });

  it('within: a date in the previous China calendar year is 上年度', () => {
    const lastYear = ruleSet([{ id: 'w', title: '上年度认定', ...head, metric: 'qualHighTech', op: 'within', value: 'lastYear' }]);
    expect(evaluate(lastYear, { qualHighTech: '2025-05-12' }, { now }).status).toBe('eligible');
    expect(evaluate(lastYear, { qualHighTech: '2024-12-31' }, { now }).results[0]).toMatchObject({ status: 'fail', gap: '高新技术企业不在上年度内' });
    // 2026-12-31T16:30Z is already 2027-01-01 in China: 2026 is then 上年度.
    expect(evaluate(lastYear, { qualHighTech: '2026-03-01' }, { now: new Date('2026-12-31T16:30:00Z') }).status).toBe('eligible');
  });

  it('a fact question refutes when answered no and leaves the condition 待核验 when answered yes', () => {
    const loan = ruleSet([{ id: 'loan', title: '有银行贷款', ...head, decidedBy: 'evidence', reason: '贷款合同不在企业档案中', refutedBy: { metric: 'bankLoanInterestY1', op: '>', value: 0 } }]);
    expect(evaluate(loan, {}, { now }).results[0]).toMatchObject({ status: 'unknown', missingFields: ['bankLoanInterestY1'] });
    expect(evaluate(loan, { bankLoanInterestY1: 0 }, { now }).status).toBe('ineligible');
    const yes = evaluate(loan, { bankLoanInterestY1: 30 }, { now });
    expect(yes).toMatchObject({ status: 'incomplete', matchDegree: 0 });
    expect(yes.results[0]).toMatchObject({ status: 'unknown', decidedBy: 'evidence', missingFields: [] });
  });
});

describe('held qualifications', () => {
  const scheme = ruleSet([{ id: 'r', title: '注册成立一年以上', ...head, metric: 'yearsSinceRegistration', op: '>=', value: 1 }], { grants: 'qualHighTech' });

  it('reads a valid recognition as 已认定 with its validity, never as a target', () => {
    const held = evaluate(scheme, { registeredAt: '2019-04-16', qualHighTech: '2025-05-12' }, { now });
    expect(held).toMatchObject({ status: 'held', missingFields: [], held: { label: '高新技术企业', since: '2025-05-12', validUntil: '2028-05-11', text: '已认定（有效期至 2028-05-11）' } });
  });

  it('measures a lapsed one again and says since when it is no longer held', () => {
    const lapsed = evaluate(scheme, { registeredAt: '2019-04-16', qualHighTech: '2023-11-27' }, { now });
    expect(lapsed).toMatchObject({ status: 'eligible', lapsed: { validUntil: '2026-11-26', text: '原资格已于 2026-11-26 期满' } });
    expect(lapsed.held).toBeUndefined();
  });
});

describe('scored schemes with ranges', () => {
  const indicator = (extra: Partial<ScoredIndicator>): ScoredIndicator => ({ id: 'i', title: '指标', max: 30, metric: 'ipClass1', bands: [], basis, ...extra });

  it('reports the range a banded score rests on, and passes only when its low end does', () => {
    const growth = ruleSet([{ id: 's', title: '得分', ...head, decidedBy: 'score' }], {
      scoring: {
        passScore: 70,
        passRule: '>',
        indicators: [indicator({ max: 100, metric: 'htRevenueGrowth', bands: [{ min: 35, score: 60, scoreMax: 80 }, { score: 0 }] })],
      },
    });
    const score = evaluate(growth, { revenueY1: 200, revenueY2: 140, revenueY3: 100 }, { now }).score;
    expect(score).toMatchObject({ total: 60, totalHigh: 80, possibleMax: 80, status: 'unknown', passed: false });
    expect(evaluate(growth, { revenueY1: 200, revenueY2: 140, revenueY3: 100 }, { now }).results[0]).toMatchObject({ status: 'unknown', actualText: '综合评分 60–80 分，是否达标取决于专家在各档分值内的评定' });
  });

  it('adds sub-items within the indicator max, a 加分项 included, and treats an unanswered item as 0 to its max', () => {
    const ip = ruleSet([], {
      scoring: {
        passScore: 10,
        passRule: '>=',
        indicators: [
          indicator({
            max: 10,
            items: [
              { id: 'a', title: '先进程度', max: 8, metric: 'ipTechAdvancement', judgedBy: 'self', bands: [{ equals: 'A', score: 7, scoreMax: 8, grade: 'A' }, { score: 0 }] },
              { id: 'b', title: '加分', max: 2, metric: 'ipStandardsParticipation', bonus: true, bands: [{ equals: true, score: 1, scoreMax: 2 }, { score: 0 }] },
              { id: 'c', title: '数量', max: 8, metric: 'ipClass1', bands: [{ min: 1, score: 7, scoreMax: 8 }, { score: 0 }] },
            ],
          }),
        ],
      },
    });
    const rated = evaluate(ip, { ipTechAdvancement: 'A', ipStandardsParticipation: true, ipClass1: 2 }, { now }).score;
    expect(rated?.indicators[0]).toMatchObject({ status: 'scored', score: 10, scoreMax: 10 });
    expect(rated?.indicators[0]?.items?.map((item) => [item.id, item.score, item.scoreMax, item.judgedBy])).toEqual([
      ['a', 7, 8, 'self'],
      ['b', 1, 2, 'ledger'],
      ['c', 7, 8, 'ledger'],
    ]);
    const open = evaluate(ip, { ipClass1: 0, ipStandardsParticipation: false }, { now }).score;
    expect(open).toMatchObject({ total: 0, possibleMax: 8, status: 'fail' });
  });

  it('holds each group to its own minimum', () => {
    const grouped = ruleSet([], {
      scoring: {
        passScore: 10,
        passRule: '>=',
        groupMinimums: [{ group: '创新能力', min: 8 }],
        indicators: [
          indicator({ id: 'a', group: '创新能力', max: 10, metric: 'ipClass1', bands: [{ min: 1, score: 5 }, { score: 0 }] }),
          indicator({ id: 'b', group: '成长性', max: 10, metric: 'revenueY1', bands: [{ min: 1, score: 10 }, { score: 0 }] }),
        ],
      },
    });
    const score = evaluate(grouped, { ipClass1: 1, revenueY1: 100 }, { now }).score;
    expect(score).toMatchObject({ total: 15, status: 'fail', groupMinimums: [{ group: '创新能力', min: 8, total: 5, status: 'fail' }] });
  });
});

describe('matchDegreeFormula', () => {
  it('says how a 匹配度 is made, with the same weights the engine uses', () => {
    const conditions: Condition[] = [
      { id: 'a', title: 'a', ...head, metric: 'rdStaff', op: '>=', value: 1 },
      { id: 'b', title: 'b', ...head, kind: 'soft', metric: 'rdStaff', op: '>=', value: 100 },
      { id: 'c', title: 'c', ...head, metric: 'employeesTotal', op: '>=', value: 1 },
    ];
    const evaluation = evaluate(ruleSet(conditions), { rdStaff: 5 }, { now });
    const formula = matchDegreeFormula(evaluation.results, evaluation.score);
    expect(formula).toEqual({ passed: 2, total: 5, text: `匹配度 ${evaluation.matchDegree}% = 已满足权重 2 ÷ 全部权重 5（必要条件每项 2、加分项每项 1，待核验计 0）` });
  });
});
