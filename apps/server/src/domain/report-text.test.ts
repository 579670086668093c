import { evaluate } from '@smes/eligibility';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import { HIGH_TECH_RULESET, SPECIALIZED_RULESET } from '@smes/rule-sets';
import { describe, expect, it } from 'vitest';
import { ruleVersionText, scoreCaption } from './report-text';

const now = new Date('2026-06-15T04:00:00Z');
const score = (ledger = SAMPLE_LEDGER, ruleSet = SPECIALIZED_RULESET) => {
  const result = evaluate(ruleSet, ledger, { now }).score;
  if (!result) throw new Error('scored scheme expected');
  return result;
};
// Sample 86 − brand 15 − quality 2 − institution 4 − digital 5 − Ⅰ类 6 − niche 1 = 53 (no range left without Ⅰ类).
const short = { ...SAMPLE_LEDGER, trademarks: 0, ipClass1: 0, rdInstitutionLevel: 'none', digitalLevel: 'level1', nicheYears: 4 } as const;

describe('exported score caption', () => {
  it('says a short 专精特新 score is not the verdict while a direct path is met or undecided', () => {
    expect(scoreCaption(score())).toBe('评分：86–88 分（达到 60 分标准）');
    expect(scoreCaption(score(short))).toMatch(/^评分：53 分（未达到 60 分标准）；直通条件待核验：近三年获得省级科技奖励/);
    // The revenue and R&D that meet the path also move other indicators; the caption follows whatever the score is.
    expect(scoreCaption(score({ ...short, revenueY1: 40000, rdExpenseY1: 1200, rdExpenseY2: 800 }))).toMatch(
      /^评分：\d+ 分（未达到 60 分标准）；满足直通条件：近两年研发费用总额均值在 1000 万元以上$/,
    );
  });

  it('states the range a banded score rests on and leaves the verdict to the experts while it straddles the line', () => {
    expect(scoreCaption(score(SAMPLE_LEDGER, HIGH_TECH_RULESET))).toBe('评分：47–78 分（待专家评定是否达到 70 分标准）');
  });

  it('names the rule set and its version', () => {
    expect(ruleVersionText({ name: '专精特新中小企业认定', version: '2022' })).toBe('评测规则：专精特新中小企业认定（2022 版）');
  });
});
