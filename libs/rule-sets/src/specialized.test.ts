import { describe, expect, it } from 'vitest';
import { evaluate, parseRuleSet, selectCurrentRuleSet } from '@smes/eligibility';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import type { EnterpriseLedger } from '@smes/eligibility';
import { SPECIALIZED_RULESET } from './specialized';

const now = new Date('2025-06-01T04:00:00Z');
const run = (ledger: EnterpriseLedger) => evaluate(SPECIALIZED_RULESET, ledger, { now });
const scale = (ledger: EnterpriseLedger) => run(ledger).results.find((item) => item.id === 'sp-scale');

describe('SPECIALIZED_RULESET basic conditions (工信部企业〔2022〕63号)', () => {
  it('scores the sample enterprise 86–88 points and finds it eligible on its three-year record', () => {
    const result = run(SAMPLE_LEDGER);
    expect(result.status).toBe('eligible');
    expect(result.results.filter((item) => item.status !== 'pass').map((item) => item.id)).toEqual([]);
    expect(result.score).toMatchObject({ total: 86, totalHigh: 88, passScore: 60, passRule: '>=', passed: true });
    const groups = new Map<string, number>();
    for (const indicator of result.score?.indicators ?? []) {
      groups.set(indicator.group ?? '', (groups.get(indicator.group ?? '') ?? 0) + indicator.max);
    }
    expect(Object.fromEntries(groups)).toEqual({ 专业化: 25, 精细化: 25, 特色化: 15, 创新能力: 35 });
  });

  it('meets the scale condition through revenue ≥ 1000 万元 OR equity financing ≥ 2000 万元', () => {
    expect(scale({ ...SAMPLE_LEDGER, revenueY1: 1000, equityFinancing2y: 0 })?.status).toBe('pass');
    expect(scale({ ...SAMPLE_LEDGER, revenueY1: 800, equityFinancing2y: 2000 })).toMatchObject({
      status: 'pass',
      actualText: '上年度营业收入 800 万元；近两年新增股权融资 2000 万元',
    });
    expect(scale({ ...SAMPLE_LEDGER, revenueY1: 800, equityFinancing2y: 1999 })?.status).toBe('fail');
    expect(run({ ...SAMPLE_LEDGER, revenueY1: 800, equityFinancing2y: 1999 }).status).toBe('ineligible');
  });

  it('asks for the financing when revenue alone does not decide', () => {
    const ledger = { ...SAMPLE_LEDGER, revenueY1: 800, equityFinancing2y: undefined };
    expect(scale(ledger)).toMatchObject({ status: 'unknown', missingFields: ['equityFinancing2y'] });
    expect(run(ledger).status).toBe('incomplete');
    expect(scale({ ...SAMPLE_LEDGER, equityFinancing2y: undefined })?.status).toBe('pass');
  });

  it('requires 2 niche years and 100 万元 / 3% of R&D', () => {
    const failed = (ledger: EnterpriseLedger) => run(ledger).results.filter((item) => item.status === 'fail').map((item) => item.id);
    expect(failed({ ...SAMPLE_LEDGER, nicheYears: 1 })).toEqual(['sp-niche-years']);
    expect(failed({ ...SAMPLE_LEDGER, rdExpenseY1: 99, domesticRdExpenseY1: 99, revenueY1: 2000 })).toEqual(['sp-rd-expense']);
    expect(failed({ ...SAMPLE_LEDGER, rdExpenseY1: 250, domesticRdExpenseY1: 250 })).toEqual(['sp-rd-ratio']);
  });
});

describe('SPECIALIZED_RULESET 近三年无重大事故及偷漏税 (ledger year by year)', () => {
  const compliance = (ledger: EnterpriseLedger) => run(ledger).results.find((item) => item.id === 'sp-compliance');

  it('is met only when all three years and the tax record are answered clean', () => {
    expect(compliance(SAMPLE_LEDGER)).toMatchObject({ status: 'pass' });
    expect(compliance({ ...SAMPLE_LEDGER, majorIncidentYear3: undefined })).toMatchObject({ status: 'unknown', missingFields: ['majorIncidentYear3'] });
  });

  it('fails from an incident in any of the three years, or a tax offence', () => {
    expect(compliance({ ...SAMPLE_LEDGER, majorIncidentYear3: true })).toMatchObject({ status: 'fail' });
    expect(compliance({ ...SAMPLE_LEDGER, taxViolation3y: true })).toMatchObject({ status: 'fail' });
    expect(run({ ...SAMPLE_LEDGER, majorIncidentLastYear: true }).status).toBe('ineligible');
  });
});

describe('SPECIALIZED_RULESET score (pass at 60)', () => {
  const weaker: EnterpriseLedger = { ...SAMPLE_LEDGER, trademarks: 0, rdInstitutionLevel: 'none', digitalLevel: 'level1', ipClass1: 0 };

  it('passes at 60 without a range', () => {
    const result = run({ ...weaker, nicheYears: 10, chainRole: 'keyLink', qualityManagement: 'award', ipStandardsParticipation: true });
    expect(result.score).toMatchObject({ total: 60, totalHigh: 60, passed: true });
    expect(result.status).toBe('eligible');
  });

  it('fails below 60, which leaves the verdict to the direct paths still 待核验', () => {
    const result = run({ ...weaker, nicheYears: 4 });
    expect(result.score).toMatchObject({ total: 53, passed: false, status: 'fail', gate: 'unknown' });
    expect(result.status).toBe('incomplete');
  });

  it('scores R&D investment on amount OR intensity', () => {
    const rdScore = (ledger: EnterpriseLedger) =>
      run({ ...SAMPLE_LEDGER, ...ledger }).score?.indicators.find((item) => item.id === 'sp-rd-investment')?.score;
    expect(rdScore({ rdExpenseY1: 500 })).toBe(10);
    expect(rdScore({ rdExpenseY1: 150, revenueY1: 1500 })).toBe(10);
    expect(rdScore({ rdExpenseY1: 450, revenueY1: 9000 })).toBe(8);
    expect(rdScore({ rdExpenseY1: 150, revenueY1: 4000 })).toBe(2);
  });
});

describe('versioning', () => {
  it('lets a newer scheme replace this one as data', () => {
    const next = parseRuleSet({ ...JSON.parse(JSON.stringify(SPECIALIZED_RULESET)), version: '2026', effectiveFrom: '2026-01-01' });
    const versions = [SPECIALIZED_RULESET, next];
    expect(selectCurrentRuleSet(versions, SPECIALIZED_RULESET.id, { now })).toBe(SPECIALIZED_RULESET);
    expect(selectCurrentRuleSet(versions, SPECIALIZED_RULESET.id, { now: new Date('2026-03-01') })).toBe(next);
    expect(evaluate(next, SAMPLE_LEDGER, { now }).version).toBe('2026');
  });
});
