import { describe, expect, it } from 'vitest';
import { evaluate, fieldsUsedBy, parseRuleSet } from '@smes/eligibility';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import type { EnterpriseLedger } from '@smes/eligibility';
import { SPECIALIZED_RULESET } from './specialized';
import { HIGH_TECH_RULESET } from './high-tech';

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
    ...SAMPLE_LEDGER,
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
  it('has the eight conditions, all hard, each citing its clause', () => {
    expect(HIGH_TECH_RULESET.conditions.map((item) => item.basis.clause)).toEqual([
      '第十一条（一）',
      '第十一条（二）',
      '第十一条（三）',
      '第十一条（四）',
      '第十一条（五）',
      '第十一条（五）',
      '第十一条（六）',
      '第十一条（八）',
    ]);
    expect(HIGH_TECH_RULESET.conditions.every((item) => item.kind === 'hard')).toBe(true);
    expect(HIGH_TECH_RULESET.source.docNo).toBe('国科发火〔2016〕32号');
  });

  it('finds the sample enterprise eligible with a passing innovation score', () => {
    const result = run(SAMPLE_LEDGER);
    expect(result.status).toBe('eligible');
    expect(result.matchDegree).toBe(100);
    expect(result.score).toMatchObject({ total: 78, passed: true });
  });

  it.each([
    ['registered under a year', { registeredAt: '2024-06-02' }, 'ht-registered'],
    ['no core IP (trademarks do not count)', { inventionPatents: 0, utilityModels: 0, designPatents: 0, softwareCopyrights: 0, trademarks: 9 }, 'ht-core-ip'],
    ['core technology outside the key fields', { inKeySupportedField: false }, 'ht-key-field'],
    ['R&D staff under 10%', { rdStaff: 18, employeesTotal: 186 }, 'ht-rd-staff'],
    ['domestic R&D under 60%', { domesticRdExpenseY1: 100, domesticRdExpenseY2: 100, domesticRdExpenseY3: 100 }, 'ht-domestic-rd'],
    ['high-tech revenue under 60%', { highTechRevenueY1: 5189 }, 'ht-high-tech-revenue'],
    ['a major incident last year', { majorIncidentLastYear: true }, 'ht-no-incident'],
  ])('excludes an enterprise with %s', (_case, patch: EnterpriseLedger, id) => {
    const result = run({ ...SAMPLE_LEDGER, ...patch });
    expect(result.status).toBe('ineligible');
    expect(result.results.filter((item) => item.status === 'fail').map((item) => item.id)).toEqual([id]);
  });

  it('passes at exactly one year and exactly 10% / 60%', () => {
    expect(condition({ ...SAMPLE_LEDGER, registeredAt: '2024-06-01' }, 'ht-registered').status).toBe('pass');
    expect(condition({ ...SAMPLE_LEDGER, rdStaff: 10, employeesTotal: 100 }, 'ht-rd-staff').status).toBe('pass');
    expect(condition({ ...SAMPLE_LEDGER, highTechRevenueY1: 5190, revenueY1: 8650 }, 'ht-high-tech-revenue').status).toBe('pass');
  });

  it.each([
    ['ht-rd-staff', { rdStaff: 999, employeesTotal: 10000 }, 'fail'],
    ['ht-rd-staff', { rdStaff: 1000, employeesTotal: 10000 }, 'pass'],
    ['ht-high-tech-revenue', { revenueY1: 10000, highTechRevenueY1: 5999 }, 'fail'],
    ['ht-high-tech-revenue', { revenueY1: 10000, highTechRevenueY1: 6000 }, 'pass'],
    ['ht-domestic-rd', { rdExpenseY1: 1000, rdExpenseY2: 1000, rdExpenseY3: 1000, domesticRdExpenseY1: 600, domesticRdExpenseY2: 600, domesticRdExpenseY3: 599.7 }, 'fail'],
    ['ht-domestic-rd', { rdExpenseY1: 1000, rdExpenseY2: 1000, rdExpenseY3: 1000, domesticRdExpenseY1: 600, domesticRdExpenseY2: 600, domesticRdExpenseY3: 600 }, 'pass'],
  ] as const)('%s at %o → %s (9.99%% / 59.99%% fail, 10%% / 60%% pass)', (id, patch, status) => {
    expect(condition({ ...SAMPLE_LEDGER, ...patch }, id).status).toBe(status);
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

describe('HIGH_TECH_RULESET innovation score (工作指引, pass above 70)', () => {
  /** IP 26 + transformation 24 + R&D management + growth, tuned to the total under test. */
  function scoreLedger(institution: 'district' | 'municipal', revenueY1: number): EnterpriseLedger {
    return {
      ...SAMPLE_LEDGER,
      ipClass1: 1,
      techAchievementsConverted3y: 12,
      rdInstitutionLevel: institution,
      netAssetsY1: 5000,
      netAssetsY2: 5000,
      netAssetsY3: 5000,
      revenueY1,
      revenueY2: 6000,
      revenueY3: 6000,
      highTechRevenueY1: 5000,
    };
  }

  it('passes at 71', () => {
    // 26 + 24 + (6 + 1 + 2 + 4 + 4) + (0 + 4 for 5% revenue growth) = 71
    const result = run(scoreLedger('district', 6600));
    expect(result.score?.indicators.map((item) => item.score)).toEqual([26, 24, 17, 4]);
    expect(result.score).toMatchObject({ total: 71, passed: true, status: 'pass' });
    expect(result.status).toBe('eligible');
  });

  it('fails at 70, which makes the enterprise ineligible', () => {
    // 26 + 24 + (6 + 2 + 2 + 4 + 4) + (0 + 2 for 2% revenue growth) = 70
    const result = run(scoreLedger('municipal', 6240));
    expect(result.score?.indicators.map((item) => item.score)).toEqual([26, 24, 18, 2]);
    expect(result.score).toMatchObject({ total: 70, passed: false, status: 'fail' });
    expect(result.results.every((item) => item.status === 'pass')).toBe(true);
    expect(result.status).toBe('ineligible');
    expect(result.matchDegree).toBe(89);
  });

  it('bands IP on Ⅰ类 first, then Ⅱ类', () => {
    const ipScore = (ledger: EnterpriseLedger) => run({ ...SAMPLE_LEDGER, ...ledger }).score?.indicators[0]?.score;
    expect(ipScore({ ipClass1: 3 })).toBe(30);
    expect(ipScore({ ipClass1: 0, ipClass2: 5 })).toBe(20);
    expect(ipScore({ ipClass1: 0, ipClass2: 3 })).toBe(14);
    expect(ipScore({ ipClass1: 0, ipClass2: 1 })).toBe(8);
    expect(ipScore({ ipClass1: 0, ipClass2: 0 })).toBe(0);
  });

  it('reports unknown indicators with their fields', () => {
    const result = run({ ...SAMPLE_LEDGER, techAchievementsConverted3y: undefined });
    expect(result.score?.indicators[1]).toMatchObject({ status: 'unknown', missingFields: ['techAchievementsConverted3y'] });
    // 78 − 18 = 60 known; with up to 30 more it could still pass.
    expect(result.score).toMatchObject({ total: 60, possibleMax: 90, status: 'unknown' });
    expect(result.status).toBe('incomplete');
  });
});

describe('the ledger fields the 高新 and 专精特新 rule sets ask for (fieldsUsedBy)', () => {
  it('expands derived metrics, band metrics and indicator band overrides into ledger fields', () => {
    const fields = fieldsUsedBy(HIGH_TECH_RULESET);
    expect(fields).toEqual(expect.arrayContaining(['registeredAt', 'rdStaff', 'employeesTotal', 'revenueY1', 'ipClass1', 'ipClass2']));
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
