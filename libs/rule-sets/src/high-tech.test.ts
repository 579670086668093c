import { describe, expect, it } from 'vitest';
import { evaluate, fieldsUsedBy, parseRuleSet } from '@smes/eligibility';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import type { EnterpriseLedger } from '@smes/eligibility';
import { SPECIALIZED_RULESET } from './specialized';
import { HIGH_TECH_RULESET } from './high-tech';

/** The sample enterprise before its first 高企 recognition: the scheme measures it (a holder reads 已认定). */
const APPLICANT: EnterpriseLedger = { ...SAMPLE_LEDGER, qualHighTech: null };

const now = new Date('2025-06-01T04:00:00Z');
const run = (ledger: EnterpriseLedger) => evaluate(HIGH_TECH_RULESET, ledger, { now });
const condition = (ledger: EnterpriseLedger, id: string) => {
  const result = run(ledger).results.find((item) => item.id === id);
  if (!result) throw new Error(`no condition ${id}`);
  return result;
};

/** Flat revenue R in each of the three years and an R&D spend giving exactly `ratio` % over them. */
function rdLedger(revenue: number, ratio: number): EnterpriseLedger {
  const rd = (3 * revenue * ratio) / 100;
  return {
    ...APPLICANT,
    revenueY1: revenue,
    revenueY2: revenue,
    revenueY3: revenue,
    rdExpenseY1: rd,
    rdExpenseY2: 0,
    rdExpenseY3: 0,
    domesticRdExpenseY1: rd,
    domesticRdExpenseY2: 0,
    domesticRdExpenseY3: 0,
    highTechRevenueY1: revenue * 0.8,
  };
}

describe('HIGH_TECH_RULESET conditions (《高新技术企业认定管理办法》第十一条)', () => {
  it('has the eight conditions, all hard, each citing its clause; （七） is the innovation score', () => {
    expect(HIGH_TECH_RULESET.conditions.map((item) => item.basis.clause)).toEqual([
      '第十一条（一）',
      '第十一条（二）',
      '第十一条（三）',
      '第十一条（四）',
      '第十一条（五）',
      '第十一条（五）',
      '第十一条（六）',
      '第十一条（七）',
      '第十一条（八）',
    ]);
    expect(HIGH_TECH_RULESET.conditions.find((item) => item.basis.clause === '第十一条（七）')).toMatchObject({ decidedBy: 'score' });
    expect(HIGH_TECH_RULESET.conditions.every((item) => item.kind === 'hard')).toBe(true);
    expect(HIGH_TECH_RULESET.source.docNo).toBe('国科发火〔2016〕32号');
  });

  it('reads a recognition in its validity as 已认定 with the date it must be renewed by', () => {
    expect(run({ ...APPLICANT, qualHighTech: '2023-12-02' })).toMatchObject({ status: 'held', held: { validUntil: '2026-12-01', text: '已认定（有效期至 2026-12-01）' } });
  });

  it('leaves the sample enterprise 待核验 while the experts’ share of the score could still put it either side of 70', () => {
    const result = run(APPLICANT);
    expect(result.status).toBe('incomplete');
    expect(result.score).toMatchObject({ total: 47, totalHigh: 78, status: 'unknown' });
    expect(result.results.filter((item) => item.status !== 'pass').map((item) => item.id)).toEqual(['ht-innovation-score']);
  });

  it('excludes an enterprise with no core IP (trademarks do not count), whose 知识产权 indicator then scores 0', () => {
    const noIp = { inventionPatents: 0, utilityModels: 0, designPatents: 0, softwareCopyrights: 0, ipClass1: 0, ipClass2: 0, trademarks: 9 };
    const result = run({ ...APPLICANT, ...noIp });
    expect(result.status).toBe('ineligible');
    // Without IP the 195号 score cannot pass 70 here: 0 of 30 for 知识产权 leaves at most the other three indicators.
    expect(result.results.filter((item) => item.status === 'fail').map((item) => item.id)).toEqual(['ht-core-ip', 'ht-innovation-score']);
    expect(result.score?.indicators[0]).toMatchObject({ id: 'ht-score-ip', score: 0, scoreMax: 0 });
  });

  it.each([
    ['registered under a year', { registeredAt: '2024-06-02' }, 'ht-registered'],
    ['core technology outside the key fields', { inKeySupportedField: false }, 'ht-key-field'],
    ['R&D staff under 10%', { rdStaff: 18, employeesTotal: 186 }, 'ht-rd-staff'],
    ['domestic R&D under 60%', { domesticRdExpenseY1: 100, domesticRdExpenseY2: 100, domesticRdExpenseY3: 100 }, 'ht-domestic-rd'],
    ['high-tech revenue under 60%', { highTechRevenueY1: 5189 }, 'ht-high-tech-revenue'],
    ['a major incident last year', { majorIncidentLastYear: true }, 'ht-no-incident'],
  ])('excludes an enterprise with %s', (_case, patch: EnterpriseLedger, id) => {
    const result = run({ ...APPLICANT, ...patch });
    expect(result.status).toBe('ineligible');
    expect(result.results.filter((item) => item.status === 'fail').map((item) => item.id)).toEqual([id]);
  });

  it('passes at exactly one year and exactly 10% / 60%', () => {
    expect(condition({ ...APPLICANT, registeredAt: '2024-06-01' }, 'ht-registered').status).toBe('pass');
    expect(condition({ ...APPLICANT, rdStaff: 10, employeesTotal: 100 }, 'ht-rd-staff').status).toBe('pass');
    expect(condition({ ...APPLICANT, highTechRevenueY1: 5190, revenueY1: 8650 }, 'ht-high-tech-revenue').status).toBe('pass');
  });

  it.each([
    ['ht-rd-staff', { rdStaff: 999, employeesTotal: 10000 }, 'fail'],
    ['ht-rd-staff', { rdStaff: 1000, employeesTotal: 10000 }, 'pass'],
    ['ht-high-tech-revenue', { revenueY1: 10000, highTechRevenueY1: 5999 }, 'fail'],
    ['ht-high-tech-revenue', { revenueY1: 10000, highTechRevenueY1: 6000 }, 'pass'],
    ['ht-domestic-rd', { rdExpenseY1: 1000, rdExpenseY2: 1000, rdExpenseY3: 1000, domesticRdExpenseY1: 600, domesticRdExpenseY2: 600, domesticRdExpenseY3: 599.7 }, 'fail'],
    ['ht-domestic-rd', { rdExpenseY1: 1000, rdExpenseY2: 1000, rdExpenseY3: 1000, domesticRdExpenseY1: 600, domesticRdExpenseY2: 600, domesticRdExpenseY3: 600 }, 'pass'],
  ] as const)('%s at %o → %s (9.99%% / 59.99%% fail, 10%% / 60%% pass)', (id, patch, status) => {
    expect(condition({ ...APPLICANT, ...patch }, id).status).toBe(status);
  });

  it('cites 国科发火〔2016〕32号 on every condition and its 工作指引 on every score indicator', () => {
    expect(HIGH_TECH_RULESET.conditions.every((item) => item.basis.title.includes('国科发火〔2016〕32号'))).toBe(true);
    expect(HIGH_TECH_RULESET.scoring?.indicators.every((item) => item.basis.title.startsWith('《高新技术企业认定管理工作指引》'))).toBe(true);
  });

  describe('R&D ratio by last-year revenue band', () => {
    it.each([
      [4999, 4.99, 'fail', '不低于 5%'],
      [4999, 5, 'pass', '不低于 5%'],
      [5000, 4.99, 'fail', '不低于 5%'],
      [5000, 5, 'pass', '不低于 5%'],
      [5001, 4, 'pass', '不低于 4%'],
      [20000, 3.99, 'fail', '不低于 4%'],
      [20000, 4, 'pass', '不低于 4%'],
      [20001, 3.99, 'pass', '不低于 3%'],
      [20001, 2.99, 'fail', '不低于 3%'],
    ] as const)('revenue %d 万元 with %d%% → %s', (revenue, ratio, status, standard) => {
      const result = condition(rdLedger(revenue, ratio), 'ht-rd-expense');
      expect(result.status).toBe(status);
      expect(result.standardText).toContain(standard);
      expect(result.actualText).toBe(`${ratio}%（营业收入（上年度） ${revenue} 万元）`);
    });

    it('asks for the revenue fields when they are missing', () => {
      const result = condition({ ...rdLedger(6000, 6), revenueY1: undefined }, 'ht-rd-expense');
      expect(result).toMatchObject({ status: 'unknown', actualText: '未填写', missingFields: ['revenueY1'] });
    });
  });
});

describe('HIGH_TECH_RULESET innovation score (《工作指引》国科发火〔2016〕195号, pass above 70)', () => {
  const indicator = (ledger: EnterpriseLedger, id: string) => {
    const found = run(ledger).score?.indicators.find((item) => item.id === id);
    if (!found) throw new Error(`no indicator ${id}`);
    return found;
  };
  const item = (ledger: EnterpriseLedger, indicatorId: string, itemId: string) => indicator(ledger, indicatorId).items?.find((entry) => entry.id === itemId);

  // Case 6 of the issue: the page scored "Ⅰ类知识产权 3 件以上 30 分" against a guide whose 知识产权 is four sub-items.
  it('scores 知识产权 as the 指引’s four sub-items (≤8, ≤8, ≤8, ≤6) and its 加分项 (≤2), within 30', () => {
    const ip = HIGH_TECH_RULESET.scoring?.indicators.find((entry) => entry.id === 'ht-score-ip');
    expect(ip?.items?.map((entry) => [entry.title, entry.max, entry.judgedBy ?? 'ledger'])).toEqual([
      ['技术的先进程度', 8, 'self'],
      ['对主要产品（服务）在技术上发挥核心支持作用', 8, 'self'],
      ['知识产权数量', 8, 'ledger'],
      ['知识产权获得方式', 6, 'ledger'],
      ['企业参与编制国家标准、行业标准、检测方法、技术规范的情况（加分项）', 2, 'ledger'],
    ]);
    const best = { ...APPLICANT, ipTechAdvancement: 'A', ipCoreSupport: 'A', ipClass1: 1, ipStandardsParticipation: true } satisfies EnterpriseLedger;
    expect(indicator(best, 'ht-score-ip')).toMatchObject({ score: 23, scoreMax: 30 });
  });

  it.each([
    [{ ipClass1: 1 }, 7, 8],
    [{ ipClass1: 0, ipClass2: 5 }, 5, 6],
    [{ ipClass1: 0, ipClass2: 4 }, 3, 4],
    [{ ipClass1: 0, ipClass2: 3 }, 3, 4],
    [{ ipClass1: 0, ipClass2: 2 }, 1, 2],
    [{ ipClass1: 0, ipClass2: 0 }, 0, 0],
  ] as const)('知识产权数量 %o → %d–%d 分 (A 1 项Ⅰ类, B ≥5 项Ⅱ类, C 3–4 项, D 1–2 项, E 0)', (patch, low, high) => {
    expect(item({ ...APPLICANT, ...patch }, 'ht-score-ip', 'ht-ip-quantity')).toMatchObject({ score: low, scoreMax: high });
  });

  it('scores 获得方式 A 有自主研发 1–6, B 仅受让 1–3, and nothing without any 知识产权', () => {
    expect(item({ ...APPLICANT, ipAcquisition: 'acquiredOnly' }, 'ht-score-ip', 'ht-ip-acquisition')).toMatchObject({ score: 1, scoreMax: 3, grade: 'B' });
    const none = { ...APPLICANT, inventionPatents: 0, utilityModels: 0, designPatents: 0, softwareCopyrights: 0 } satisfies EnterpriseLedger;
    expect(item(none, 'ht-score-ip', 'ht-ip-acquisition')).toMatchObject({ score: 0, scoreMax: 0 });
  });

  it.each([
    [15, 25, 30],
    [14, 19, 24],
    [12, 19, 24],
    [9, 13, 18],
    [6, 7, 12],
    [3, 1, 6],
    [2, 0, 0],
    [0, 0, 0],
  ] as const)('科技成果转化: %d 项 in three years → %d–%d 分 (by the yearly average: ≥5, ≥4, ≥3, ≥2, ≥1)', (total, low, high) => {
    expect(indicator({ ...APPLICANT, techAchievementsConverted3y: total }, 'ht-score-conversion')).toMatchObject({ score: low, scoreMax: high });
  });

  it.each([
    // revenue Y3, Y2, Y1 → ½ × (Y2/Y3 + Y1/Y2) − 1
    [100, 135, 182.25, 9, 10], // 35%
    [100, 125, 156.25, 7, 8], // 25%
    [100, 115, 132.25, 5, 6], // 15%
    [100, 105, 110.25, 3, 4], // 5%
    [100, 101, 102.01, 1, 2], // 1%
    [100, 100, 100, 0, 0], // 0%
    [100, 90, 81, 0, 0], // negative
    [0, 100, 130, 7, 8], // first year 0: the last two years, 30%
    [100, 0, 140, 0, 0], // second year 0: 0 分
  ] as const)('销售收入增长率 %d → %d → %d scores %d–%d 分', (y3, y2, y1, low, high) => {
    expect(item({ ...APPLICANT, revenueY3: y3, revenueY2: y2, revenueY1: y1 }, 'ht-score-growth', 'ht-growth-revenue')).toMatchObject({ score: low, scoreMax: high });
  });

  it('rates 研究开发组织管理水平 item by item against the 指引’s rubric, never from its own total', () => {
    const organisation = indicator(APPLICANT, 'ht-score-rd-management');
    expect(organisation.items?.map((entry) => [entry.max, entry.score, entry.scoreMax, Boolean(entry.rubric)])).toEqual([
      [6, 1, 6, true],
      [6, 1, 6, true],
      [4, 1, 4, true],
      [4, 1, 4, true],
    ]);
    expect(organisation.actualText).not.toMatch(/^\d+ 分$/);
    expect(indicator({ ...APPLICANT, hasRdAccounting: false, hasRdIncentive: false, hasTalentTraining: false, hasIndustryUniversityCoop: false, rdInstitutionLevel: 'none' }, 'ht-score-rd-management')).toMatchObject({
      score: 0,
      scoreMax: 0,
    });
  });

  it('passes when even the low end of the range is above 70, fails when even the top is not', () => {
    const strong = {
      ...APPLICANT,
      ipTechAdvancement: 'A',
      ipCoreSupport: 'A',
      ipStandardsParticipation: true,
      techAchievementsConverted3y: 15,
      revenueY3: 100,
      revenueY2: 135,
      revenueY1: 182.25,
      netAssetsY3: 100,
      netAssetsY2: 135,
      netAssetsY1: 182.25,
      highTechRevenueY1: 150,
      mainBusinessRevenueY1: 150,
      mainBusinessRevenueY2: 120,
      mainBusinessRevenueY3: 90,
      rdExpenseY1: 10,
      rdExpenseY2: 7,
      rdExpenseY3: 5,
      domesticRdExpenseY1: 10,
      domesticRdExpenseY2: 7,
      domesticRdExpenseY3: 5,
    } satisfies EnterpriseLedger;
    // 23 + 25 + 4 + 18 = 70 at the low end: not yet above 70.
    expect(run(strong).score).toMatchObject({ total: 70, status: 'unknown' });
    const weak = { ...APPLICANT, ipTechAdvancement: 'E', ipCoreSupport: 'E', techAchievementsConverted3y: 0, hasRdAccounting: false, hasRdIncentive: false } satisfies EnterpriseLedger;
    expect(run(weak).score).toMatchObject({ status: 'fail' });
    expect(run(weak).status).toBe('ineligible');
  });

  it('reports unanswered self-assessments with their fields and keeps the verdict open', () => {
    const result = run({ ...APPLICANT, ipTechAdvancement: undefined });
    expect(item({ ...APPLICANT, ipTechAdvancement: undefined }, 'ht-score-ip', 'ht-ip-advancement')).toMatchObject({ status: 'unknown', missingFields: ['ipTechAdvancement'] });
    expect(result.score?.status).toBe('unknown');
    expect(result.missingFields).toContain('ipTechAdvancement');
  });

  it('cites the 指引 on every indicator', () => {
    expect(HIGH_TECH_RULESET.scoring?.indicators.map((entry) => entry.basis)).toEqual([
      { title: '《高新技术企业认定管理工作指引》（国科发火〔2016〕195号）', clause: '四、（一）知识产权（≤30 分）' },
      { title: '《高新技术企业认定管理工作指引》（国科发火〔2016〕195号）', clause: '四、（二）科技成果转化能力（≤30 分）' },
      { title: '《高新技术企业认定管理工作指引》（国科发火〔2016〕195号）', clause: '四、（三）研究开发组织管理水平（≤20 分）' },
      { title: '《高新技术企业认定管理工作指引》（国科发火〔2016〕195号）', clause: '四、（四）企业成长性（≤20 分）' },
    ]);
  });
});

describe('the ledger fields the 高新 and 专精特新 rule sets ask for (fieldsUsedBy)', () => {
  it('expands derived metrics, band metrics and indicator band overrides into ledger fields', () => {
    const fields = fieldsUsedBy(HIGH_TECH_RULESET);
    expect(fields).toEqual(expect.arrayContaining(['registeredAt', 'rdStaff', 'employeesTotal', 'revenueY1', 'ipClass1', 'ipClass2', 'ipTechAdvancement', 'ipCoreSupport', 'netAssetsY3']));
    expect(fields).not.toContain('trademarks');
    expect(fields).not.toContain('creditCode');
    expect(fieldsUsedBy(SPECIALIZED_RULESET)).toEqual(expect.arrayContaining(['equityFinancing2y', 'digitalLevel', 'trademarks']));
  });
});

describe('the shipped rule sets as JSON', () => {
  it('round-trip through parseRuleSet', () => {
    for (const ruleSet of [HIGH_TECH_RULESET, SPECIALIZED_RULESET]) {
      expect(parseRuleSet(JSON.stringify(ruleSet))).toEqual(ruleSet);
      expect(parseRuleSet(JSON.parse(JSON.stringify(ruleSet)))).toEqual(ruleSet);
    }
  });
});
