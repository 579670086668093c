import { describe, expect, it } from 'vitest';
import { buildMatchablePolicy } from '@smes/api/testing';
import { preparePolicies } from './report-engine';
import { questionnaireFor, readableRuleSets } from './questionnaire';
import { samplePolicies } from '../../testing/match-fixtures';

describe('readableRuleSets', () => {
  it('leaves out a rule set that does not parse, as the match does', () => {
    const ruleSets = readableRuleSets([
      buildMatchablePolicy({ policyId: 1 }),
      buildMatchablePolicy({ policyId: 2, ruleSet: { id: 'broken', version: '1', name: '坏规则', conditions: [{ op: '≈' }] } }),
    ]);
    expect(ruleSets).toHaveLength(1);
    expect(ruleSets[0]?.id).not.toBe('broken');
  });

  it('asks the same questions as the engine’s prepared policies', () => {
    const policies = samplePolicies();
    const ruleSets = readableRuleSets(policies);
    expect(ruleSets).toEqual(preparePolicies(policies).ruleSets);
    expect(questionnaireFor(ruleSets).length).toBeGreaterThan(0);
  });
});
