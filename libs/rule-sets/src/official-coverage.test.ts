import { describe, expect, it } from 'vitest';
import { evaluate, validateRuleSet } from '@smes/eligibility';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import type { EnterpriseLedger, RuleSet } from '@smes/eligibility';
import { HIGH_TECH_RULESET } from './high-tech';
import { INNOVATIVE_SME_RULESET } from './innovative-sme';
import { HIGH_TECH_MEASURES_TEXT, INNOVATIVE_SME_STANDARD_TEXT, SPECIALIZED_STANDARD_TEXT, TECH_SME_MEASURES_TEXT } from './official-texts';
import type { OfficialText } from './official-texts';
import { SPECIALIZED_RULESET } from './specialized';
import { TECH_SME_RULESET } from './tech-sme';

const now = new Date('2026-11-28T04:00:00Z');
const document = (text: OfficialText) => ({ title: `《${text.title}》`, docNo: text.docNo, content: text.content });

describe('the national schemes against the texts they cite', () => {
  it.each([
    [HIGH_TECH_RULESET, HIGH_TECH_MEASURES_TEXT],
    [INNOVATIVE_SME_RULESET, INNOVATIVE_SME_STANDARD_TEXT],
    [SPECIALIZED_RULESET, SPECIALIZED_STANDARD_TEXT],
    [TECH_SME_RULESET, TECH_SME_MEASURES_TEXT],
  ] as [RuleSet, OfficialText][])('%s encodes every enumerated requirement of the clauses it cites', (ruleSet, text) => {
    expect(validateRuleSet(ruleSet, { document: document(text) })).toEqual({ ok: true, ruleSet, issues: [] });
  });

  it('would be caught leaving one out', () => {
    const partial: RuleSet = { ...HIGH_TECH_RULESET, conditions: HIGH_TECH_RULESET.conditions.filter((condition) => condition.id !== 'ht-key-field') };
    const result = validateRuleSet(partial, { document: document(HIGH_TECH_MEASURES_TEXT) });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues.map((issue) => issue.message)).toEqual([
      '原文第十一条（三）「对企业主要产品（服务）发挥核心支持作用的技术属于《国家重点支持的高新技术领域》规…」没有对应的条件或资金项，也没有标为无法从企业档案判断',
    ]);
  });
});

describe('INNOVATIVE_SME_RULESET (工信部企业〔2022〕63号 附件1)', () => {
  const applicant: EnterpriseLedger = { ...SAMPLE_LEDGER, qualInnovativeSme: null, qualHighTech: null };
  const indicator = (ledger: EnterpriseLedger, id: string) => evaluate(INNOVATIVE_SME_RULESET, ledger, { now }).score?.indicators.find((item) => item.id === id);

  it.each([
    ['isme-rd-ratio', { revenueY1: 1000, rdExpenseY1: 50 }, 20],
    ['isme-rd-ratio', { revenueY1: 1000, rdExpenseY1: 49.9 }, 15],
    ['isme-rd-ratio', { revenueY1: 1000, rdExpenseY1: 30 }, 15],
    ['isme-rd-ratio', { revenueY1: 1000, rdExpenseY1: 20 }, 10],
    ['isme-rd-ratio', { revenueY1: 1000, rdExpenseY1: 10 }, 5],
    ['isme-rd-ratio', { revenueY1: 1000, rdExpenseY1: 9.9 }, 0],
    ['isme-growth', { mainBusinessRevenueY2: 1000, mainBusinessRevenueY1: 1150 }, 20],
    ['isme-growth', { mainBusinessRevenueY2: 1000, mainBusinessRevenueY1: 1100 }, 15],
    ['isme-growth', { mainBusinessRevenueY2: 1000, mainBusinessRevenueY1: 1050 }, 10],
    ['isme-growth', { mainBusinessRevenueY2: 1000, mainBusinessRevenueY1: 1000 }, 5],
    ['isme-growth', { mainBusinessRevenueY2: 1000, mainBusinessRevenueY1: 999 }, 0],
    ['isme-main-share', { revenueY1: 1000, mainBusinessRevenueY1: 500 }, 5],
    ['isme-main-share', { revenueY1: 1000, mainBusinessRevenueY1: 499 }, 0],
    ['isme-field', { inStrategicEmergingIndustry: false }, 5],
    ['isme-ip', { ipClass1: 0, ipClass2: 1 }, 5],
    ['isme-ip', { ipClass1: 2, ipAcquisition: 'own' }, 15],
  ] as const)('%s with %o scores %d (the standard’s bands)', (id, patch, score) => {
    expect(indicator({ ...applicant, ...patch }, id)?.score).toBe(score);
  });

  it('holds 创新能力 to 20, 成长性 and 专业化 to 15 besides the 60 points, and lets 高企 stand in for the score', () => {
    const result = evaluate(INNOVATIVE_SME_RULESET, applicant, { now });
    expect(result.score?.groupMinimums?.map((entry) => [entry.group, entry.min])).toEqual([
      ['创新能力', 20],
      ['成长性', 15],
      ['专业化', 15],
    ]);
    const weakGrowth = evaluate(INNOVATIVE_SME_RULESET, { ...applicant, mainBusinessRevenueY1: 5000, totalDebtY1: 10000 }, { now });
    expect(weakGrowth.score?.groupMinimums?.find((entry) => entry.group === '成长性')?.status).toBe('fail');
    expect(weakGrowth.score?.status).toBe('fail');
    const highTech = evaluate(INNOVATIVE_SME_RULESET, { ...applicant, mainBusinessRevenueY1: 5000, totalDebtY1: 10000, qualHighTech: '2025-05-12' }, { now });
    expect(highTech.score?.gate).toBe('pass');
  });
});
