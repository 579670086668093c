import { describe, expect, it } from 'vitest';
import { evaluate, parseRuleSet } from '@smes/eligibility';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import type { EnterpriseLedger } from '@smes/eligibility';
import { SPECIALIZED_RULESET } from './specialized';

// Boundary values on each side of every numeric cut-off of 工信部企业〔2022〕63号 附件2: the basic conditions
// 一、（一）–（三）, the direct paths of 一、（四）, and the bands of the twelve national indicators.
const now = new Date('2025-06-01T04:00:00Z');
const run = (changes: EnterpriseLedger) => evaluate(SPECIALIZED_RULESET, { ...SAMPLE_LEDGER, ...changes }, { now });
const condition = (changes: EnterpriseLedger, id: string) => run(changes).results.find((row) => row.id === id)?.status;
const indicator = (changes: EnterpriseLedger, id: string) => run(changes).score?.indicators.find((row) => row.id === id)?.score;
const directPath = (changes: EnterpriseLedger, id: string) => run(changes).score?.directPaths?.find((row) => row.id === id)?.status;

describe('专精特新 basic conditions at their cut-offs', () => {
  it.each([
    ['sp-niche-years', { nicheYears: 2 }, 'pass'],
    ['sp-niche-years', { nicheYears: 1 }, 'fail'],
    ['sp-rd-expense', { rdExpenseY1: 100, revenueY1: 3000 }, 'pass'],
    ['sp-rd-expense', { rdExpenseY1: 99.99, revenueY1: 3000 }, 'fail'],
    ['sp-rd-ratio', { rdExpenseY1: 300, revenueY1: 10000 }, 'pass'],
    ['sp-rd-ratio', { rdExpenseY1: 299.99, revenueY1: 10000 }, 'fail'],
    ['sp-scale', { revenueY1: 1000, equityFinancing2y: 0 }, 'pass'],
    ['sp-scale', { revenueY1: 999.99, equityFinancing2y: 0 }, 'fail'],
    ['sp-scale', { revenueY1: 999.99, equityFinancing2y: 2000 }, 'pass'],
    ['sp-scale', { revenueY1: 999.99, equityFinancing2y: 1999.99 }, 'fail'],
  ] as const)('%s with %o is %s', (id, changes, status) => {
    expect(condition(changes, id)).toBe(status);
  });
});

describe('专精特新 direct paths (一、（四）) at their cut-offs', () => {
  it.each([
    ['sp-direct-rd-average', { rdExpenseY1: 1000, rdExpenseY2: 1000 }, 'pass'],
    ['sp-direct-rd-average', { rdExpenseY1: 1000, rdExpenseY2: 999.98 }, 'fail'],
    ['sp-direct-equity', { equityFinancing2y: 6000 }, 'pass'],
    ['sp-direct-equity', { equityFinancing2y: 5999.99 }, 'fail'],
  ] as const)('%s with %o is %s', (id, changes, status) => {
    expect(directPath(changes, id)).toBe(status);
  });

  it('leaves the award and 创客中国 paths 待核验 against their certificates', () => {
    expect(run({}).score?.directPaths?.filter((row) => row.status === 'unknown').map((row) => [row.id, row.evidence])).toEqual([
      ['sp-direct-award', '省级或国家级科技奖励证书（载明获奖单位排名）'],
      ['sp-direct-maker-china', '“创客中国”大赛全国 500 强企业组名单（公示文件）'],
    ]);
  });
});

describe('专精特新 indicator bands at their cut-offs', () => {
  // Denominators of 10000 make each ratio exact: 7999 / 10000 is 79.99%.
  it.each([
    // 专业化 1: 主营业务收入占比 80 / 70 / 60
    ['sp-main-business-share', { revenueY1: 10000, mainBusinessRevenueY1: 8000 }, 5],
    ['sp-main-business-share', { revenueY1: 10000, mainBusinessRevenueY1: 7999 }, 3],
    ['sp-main-business-share', { revenueY1: 10000, mainBusinessRevenueY1: 7000 }, 3],
    ['sp-main-business-share', { revenueY1: 10000, mainBusinessRevenueY1: 6999 }, 1],
    ['sp-main-business-share', { revenueY1: 10000, mainBusinessRevenueY1: 6000 }, 1],
    ['sp-main-business-share', { revenueY1: 10000, mainBusinessRevenueY1: 5999 }, 0],
    // 专业化 2: 近 2 年平均增长率 10 / 8 / 6 / 4 / 0 — with Y3 = Y2 = 10000 the rate is (Y1 − 10000) / 200.
    ['sp-revenue-growth', { mainBusinessRevenueY3: 10000, mainBusinessRevenueY2: 10000, mainBusinessRevenueY1: 12000 }, 10],
    ['sp-revenue-growth', { mainBusinessRevenueY3: 10000, mainBusinessRevenueY2: 10000, mainBusinessRevenueY1: 11998 }, 8],
    ['sp-revenue-growth', { mainBusinessRevenueY3: 10000, mainBusinessRevenueY2: 10000, mainBusinessRevenueY1: 11600 }, 8],
    ['sp-revenue-growth', { mainBusinessRevenueY3: 10000, mainBusinessRevenueY2: 10000, mainBusinessRevenueY1: 11598 }, 6],
    ['sp-revenue-growth', { mainBusinessRevenueY3: 10000, mainBusinessRevenueY2: 10000, mainBusinessRevenueY1: 11200 }, 6],
    ['sp-revenue-growth', { mainBusinessRevenueY3: 10000, mainBusinessRevenueY2: 10000, mainBusinessRevenueY1: 11198 }, 4],
    ['sp-revenue-growth', { mainBusinessRevenueY3: 10000, mainBusinessRevenueY2: 10000, mainBusinessRevenueY1: 10800 }, 4],
    ['sp-revenue-growth', { mainBusinessRevenueY3: 10000, mainBusinessRevenueY2: 10000, mainBusinessRevenueY1: 10798 }, 2],
    ['sp-revenue-growth', { mainBusinessRevenueY3: 10000, mainBusinessRevenueY2: 10000, mainBusinessRevenueY1: 10000 }, 2],
    ['sp-revenue-growth', { mainBusinessRevenueY3: 10000, mainBusinessRevenueY2: 10000, mainBusinessRevenueY1: 9998 }, 0],
    // 专业化 3: 每满 2 年 1 分，最高 5 分
    ['sp-niche-years-score', { nicheYears: 10 }, 5],
    ['sp-niche-years-score', { nicheYears: 9 }, 4],
    ['sp-niche-years-score', { nicheYears: 4 }, 2],
    ['sp-niche-years-score', { nicheYears: 3 }, 1],
    ['sp-niche-years-score', { nicheYears: 2 }, 1],
    ['sp-niche-years-score', { nicheYears: 1 }, 0],
    // 精细化 7: 净利润率 10 / 8 / 6 / 4 / 2
    ['sp-net-profit-margin', { revenueY1: 10000, netProfitY1: 1000 }, 10],
    ['sp-net-profit-margin', { revenueY1: 10000, netProfitY1: 999 }, 8],
    ['sp-net-profit-margin', { revenueY1: 10000, netProfitY1: 800 }, 8],
    ['sp-net-profit-margin', { revenueY1: 10000, netProfitY1: 799 }, 6],
    ['sp-net-profit-margin', { revenueY1: 10000, netProfitY1: 600 }, 6],
    ['sp-net-profit-margin', { revenueY1: 10000, netProfitY1: 599 }, 4],
    ['sp-net-profit-margin', { revenueY1: 10000, netProfitY1: 400 }, 4],
    ['sp-net-profit-margin', { revenueY1: 10000, netProfitY1: 399 }, 2],
    ['sp-net-profit-margin', { revenueY1: 10000, netProfitY1: 200 }, 2],
    ['sp-net-profit-margin', { revenueY1: 10000, netProfitY1: 199 }, 0],
    // 精细化 8: 资产负债率 50 / 60 / 70 (lower is better)
    ['sp-debt-ratio', { totalAssetsY1: 10000, totalDebtY1: 5000 }, 5],
    ['sp-debt-ratio', { totalAssetsY1: 10000, totalDebtY1: 5001 }, 3],
    ['sp-debt-ratio', { totalAssetsY1: 10000, totalDebtY1: 6000 }, 3],
    ['sp-debt-ratio', { totalAssetsY1: 10000, totalDebtY1: 6001 }, 1],
    ['sp-debt-ratio', { totalAssetsY1: 10000, totalDebtY1: 7000 }, 1],
    ['sp-debt-ratio', { totalAssetsY1: 10000, totalDebtY1: 7001 }, 0],
    // 特色化: 注册商标 5 / 3 / 1
    ['sp-brand', { trademarks: 5 }, 15],
    ['sp-brand', { trademarks: 4 }, 10],
    ['sp-brand', { trademarks: 3 }, 10],
    ['sp-brand', { trademarks: 2 }, 5],
    ['sp-brand', { trademarks: 1 }, 5],
    ['sp-brand', { trademarks: 0 }, 0],
    // 创新能力 9: Ⅰ类 3 / 1, else Ⅱ类 1
    // 创新能力 9: A Ⅰ类高价值 10; B 自主研发Ⅰ类 8; C Ⅰ类 6 (高价值 is in no field: the bands reach 10).
    ['sp-ip', { ipClass1: 3 }, 8],
    ['sp-ip', { ipClass1: 1 }, 8],
    ['sp-ip', { ipClass1: 1, ipAcquisition: 'acquiredOnly' }, 6],
    ['sp-ip', { ipClass1: 0, ipClass2: 1 }, 2],
    ['sp-ip', { ipClass1: 0, ipClass2: 0, utilityModels: 0, designPatents: 0, softwareCopyrights: 0 }, 0],
    // 创新能力 10: 研发费用 500 / 400 / 300 / 200 / 100 万元 (revenue 100000: the ratio stays under 1%) …
    ['sp-rd-investment', { revenueY1: 100000, rdExpenseY1: 500 }, 10],
    ['sp-rd-investment', { revenueY1: 100000, rdExpenseY1: 499.99 }, 8],
    ['sp-rd-investment', { revenueY1: 100000, rdExpenseY1: 400 }, 8],
    ['sp-rd-investment', { revenueY1: 100000, rdExpenseY1: 399.99 }, 6],
    ['sp-rd-investment', { revenueY1: 100000, rdExpenseY1: 300 }, 6],
    ['sp-rd-investment', { revenueY1: 100000, rdExpenseY1: 299.99 }, 4],
    ['sp-rd-investment', { revenueY1: 100000, rdExpenseY1: 200 }, 4],
    ['sp-rd-investment', { revenueY1: 100000, rdExpenseY1: 199.99 }, 2],
    ['sp-rd-investment', { revenueY1: 100000, rdExpenseY1: 100 }, 2],
    ['sp-rd-investment', { revenueY1: 100000, rdExpenseY1: 99.99 }, 0],
    // … or 占营业收入 10% / 8% / 6% / 4% / 3% (revenue 1000: the amount stays at most 100 万元, ratio = amount / 10)
    ['sp-rd-investment', { revenueY1: 1000, rdExpenseY1: 100 }, 10],
    ['sp-rd-investment', { revenueY1: 1000, rdExpenseY1: 99.9 }, 8],
    ['sp-rd-investment', { revenueY1: 1000, rdExpenseY1: 80 }, 8],
    ['sp-rd-investment', { revenueY1: 1000, rdExpenseY1: 79.9 }, 6],
    ['sp-rd-investment', { revenueY1: 1000, rdExpenseY1: 60 }, 6],
    ['sp-rd-investment', { revenueY1: 1000, rdExpenseY1: 59.9 }, 4],
    ['sp-rd-investment', { revenueY1: 1000, rdExpenseY1: 40 }, 4],
    ['sp-rd-investment', { revenueY1: 1000, rdExpenseY1: 39.9 }, 2],
    ['sp-rd-investment', { revenueY1: 1000, rdExpenseY1: 30 }, 2],
    ['sp-rd-investment', { revenueY1: 1000, rdExpenseY1: 29.9 }, 0],
    // 创新能力 11: 研发人员占比 20 / 10 / 5
    ['sp-rd-staff', { employeesTotal: 10000, rdStaff: 2000 }, 5],
    ['sp-rd-staff', { employeesTotal: 10000, rdStaff: 1999 }, 3],
    ['sp-rd-staff', { employeesTotal: 10000, rdStaff: 1000 }, 3],
    ['sp-rd-staff', { employeesTotal: 10000, rdStaff: 999 }, 1],
    ['sp-rd-staff', { employeesTotal: 10000, rdStaff: 500 }, 1],
    ['sp-rd-staff', { employeesTotal: 10000, rdStaff: 499 }, 0],
  ] as const)('%s with %o scores %i', (id, changes, score) => {
    expect(indicator(changes, id)).toBe(score);
  });
});

describe('评价得分 60 分 or a direct path (一、（四）)', () => {
  // Sample 86 (its Ⅰ类 8–10) − brand 15 − quality 2 (自主品牌) − institution 4 − digital 5 = 60; niche years then move it.
  const weaker: EnterpriseLedger = { trademarks: 0, rdInstitutionLevel: 'none', digitalLevel: 'level1' };
  // Without Ⅰ类 IP the score has no range left: 60 − 6 = 54 … and two niche years fewer, 52.
  const noClass1: EnterpriseLedger = { ...weaker, ipClass1: 0 };

  it('passes the score when even the low end of its range reaches 60', () => {
    expect(run({ ...weaker, nicheYears: 7 }).score).toMatchObject({ total: 60, totalHigh: 62, status: 'pass', gate: 'pass' });
    expect(run({ ...weaker, nicheYears: 4 }).score).toMatchObject({ total: 59, totalHigh: 61, status: 'unknown', passed: false });
    expect(run({ ...noClass1, nicheYears: 4 }).score).toMatchObject({ total: 53, totalHigh: 53, status: 'fail', passed: false });
  });

  it('short of 60 is undecided while the award and 创客中国 paths wait for their certificates, never 不符合', () => {
    const result = run({ ...noClass1, nicheYears: 4 });
    expect(result.score?.gate).toBe('unknown');
    expect(result.status).toBe('incomplete');
  });

  it("asks for a direct path's ledger field only while the score has not passed", () => {
    expect(run({ equityFinancing2y: undefined }).missingFields).toEqual([]);
    expect(run({ ...noClass1, nicheYears: 4, equityFinancing2y: undefined }).missingFields).toEqual(['equityFinancing2y']);
  });

  it('short of 60 is met through a ledger direct path: 近两年研发费用均值 1000 万元', () => {
    const result = run({ ...noClass1, nicheYears: 4, revenueY1: 40000, rdExpenseY1: 1200, rdExpenseY2: 800 });
    expect(result.score).toMatchObject({ status: 'fail', gate: 'pass' });
    expect(result.results.filter((row) => row.status === 'fail')).toEqual([]);
  });

  it('short of 60 fails when a scheme has only ledger direct paths and none is met', () => {
    const ledgerPathsOnly = parseRuleSet({
      ...JSON.parse(JSON.stringify(SPECIALIZED_RULESET)),
      scoring: {
        ...SPECIALIZED_RULESET.scoring,
        directPaths: SPECIALIZED_RULESET.scoring?.directPaths?.filter((path) => path.decidedBy !== 'evidence'),
      },
    });
    const result = evaluate(ledgerPathsOnly, { ...SAMPLE_LEDGER, ...noClass1, nicheYears: 4 }, { now });
    expect(result.score?.gate).toBe('fail');
    expect(result.status).toBe('ineligible');
  });
});

describe('scheme versions as data', () => {
  it('gives a different verdict on the same ledger when the version in force changes', () => {
    // A later version (data only: the JSON form a stand-in database row holds) that raises the pass line to 90.
    const stricter = parseRuleSet({
      ...JSON.parse(JSON.stringify(SPECIALIZED_RULESET)),
      version: '2027',
      effectiveFrom: '2027-01-01',
      scoring: { ...SPECIALIZED_RULESET.scoring, passScore: 90, directPaths: undefined },
    });
    const current = evaluate(SPECIALIZED_RULESET, SAMPLE_LEDGER, { now });
    const next = evaluate(stricter, SAMPLE_LEDGER, { now });
    expect([current.version, current.score?.total, current.score?.passed]).toEqual(['2022', 86, true]);
    expect([next.version, next.score?.total, next.score?.passed, next.status]).toEqual(['2027', 86, false, 'ineligible']);
  });
});
