import { describe, expect, it } from 'vitest';
import { buildMatchablePolicy } from '@smes/api/testing';
import { getLedgerField, questionsFor } from '@smes/eligibility';
import { preparePolicies } from './report-engine';
import { askingPolicyCount, questionHints, questionnaireFor } from './questionnaire';
import { isLedgerFormField } from '../../shared/ledger/ledger-form-fields';
import { samplePolicies } from '../../testing/match-fixtures';

describe('questionnaireFor', () => {
  it('asks the same questions, in the same order, with the same counts as the parsed rule sets would', () => {
    const policies = samplePolicies();
    const fromRuleSets = questionsFor(preparePolicies(policies).ruleSets)
      .filter((question) => isLedgerFormField(question.field))
      .map((question) => ({ field: getLedgerField(question.field), usedBy: question.usedBy }));
    expect(fromRuleSets.length).toBeGreaterThan(10);
    expect(questionnaireFor(policies)).toEqual(fromRuleSets);
    expect(askingPolicyCount(policies)).toBe(preparePolicies(policies).ruleSets.length);
  });

  it('asks every field a policy lists, counted once per policy, most-used first and ties in form order', () => {
    const questions = questionnaireFor([
      { fields: ['employeesTotal', 'rdStaff'] },
      { fields: ['rdStaff', 'rdStaff'] },
      { fields: ['inventionPatents'] },
    ]);
    expect(questions.map((question) => [question.field.key, question.usedBy])).toEqual([
      ['rdStaff', 2],
      ['employeesTotal', 1],
      ['inventionPatents', 1],
    ]);
    expect(questionHints(questions)).toEqual({ rdStaff: '2 项政策需要', employeesTotal: '1 项政策需要', inventionPatents: '1 项政策需要' });
  });

  it('asks nothing for a policy whose rule set does not parse, and leaves out what the ledger form cannot store', () => {
    const broken = buildMatchablePolicy({ policyId: 2, ruleSet: { id: 'broken', version: '1', name: '坏规则', conditions: [{ op: '≈' }] } });
    expect(broken.fields).toEqual([]);
    const policies = [buildMatchablePolicy({ policyId: 1 }), broken, { fields: ['notALedgerField'] }];
    expect(questionnaireFor(policies).map((question) => question.field.key)).toEqual(buildMatchablePolicy().fields);
    expect(askingPolicyCount([buildMatchablePolicy({ policyId: 1 }), broken])).toBe(1);
  });
});
