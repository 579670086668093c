import { describe, expect, it } from 'vitest';
import { buildEvaluationConditionResult, buildProjectEvaluation } from '@smes/api/testing';
import { conditionVerdict, readEvaluationScore } from './evaluation-reading';

describe('conditionVerdict', () => {
  it('combines the rules of one displayed condition, the worst deciding', () => {
    const results = [
      buildEvaluationConditionResult({ id: 'c3', status: 'pass', actualText: '5 人' }),
      buildEvaluationConditionResult({ id: 'c3-2', status: 'unknown', actualText: '未填写' }),
      buildEvaluationConditionResult({ id: 'c30', status: 'fail', actualText: '0' }),
    ];
    expect(conditionVerdict('c3', results)).toEqual({ status: 'unknown', actualText: '5 人；未填写' });
    expect(conditionVerdict('c30', results)).toEqual({ status: 'fail', actualText: '0' });
  });

  it('passes only when every rule passes, and knows nothing of unchecked conditions', () => {
    const results = [buildEvaluationConditionResult({ id: 'c1', status: 'pass', actualText: '3.2 年' })];
    expect(conditionVerdict('c1', results)).toEqual({ status: 'pass', actualText: '3.2 年' });
    expect(conditionVerdict('c2', results)).toBeNull();
  });
});

describe('readEvaluationScore', () => {
  it('reads a scored scheme’s total and ignores anything malformed', () => {
    const scored = { ...buildProjectEvaluation(), score: { total: 74, passScore: 70, passRule: '>', passed: true, indicators: [] } };
    expect(readEvaluationScore(scored)).toEqual({ total: 74, passScore: 70, passRule: '>', passed: true, status: 'pass' });
    // A range that straddles the pass line is 待核验 as saved, never read as passed; a direct path's gate is kept.
    const straddling = { ...buildProjectEvaluation(), score: { total: 60, totalHigh: 80, passScore: 70, passRule: '>', passed: false, status: 'unknown', gate: 'pass' } };
    expect(readEvaluationScore(straddling)).toEqual({ total: 60, totalHigh: 80, passScore: 70, passRule: '>', passed: false, status: 'unknown', gate: 'pass' });
    // Saved before the score had a status: a total that did not pass is not called a fail it may not be.
    const old = { ...buildProjectEvaluation(), score: { total: 60, passScore: 70, passRule: '>', passed: false, gate: 'maybe' } };
    expect(readEvaluationScore(old)).toEqual({ total: 60, passScore: 70, passRule: '>', passed: false, status: 'unknown' });
    expect(readEvaluationScore(buildProjectEvaluation())).toBeNull();
    expect(readEvaluationScore({ ...buildProjectEvaluation(), score: { total: '74' } })).toBeNull();
  });
});
