import { describe, expect, it } from 'vitest';
import { HIGH_TECH_RULESET, SPECIALIZED_RULESET } from '@smes/rule-sets';
import { schemeFieldKeys, schemeRubrics } from './questions';
import { HIGH_TECH_SCHEME, SPECIALIZED_SCHEME } from './schemes';

// The screens carry the questionnaires' fields and rubrics written out, not the rule sets (ADR 91): they must stay
// what the rule sets shipped with the portal ask for.
describe('the evaluation schemes', () => {
  it('ask what the 高企 rule set reads, with its rubrics', () => {
    expect(HIGH_TECH_SCHEME.fieldKeys).toEqual(schemeFieldKeys(HIGH_TECH_RULESET));
    expect(HIGH_TECH_SCHEME.rubrics).toEqual(schemeRubrics(HIGH_TECH_RULESET));
  });

  it('ask what the 专精特新 rule set reads, with its rubrics', () => {
    expect(SPECIALIZED_SCHEME.fieldKeys).toEqual(schemeFieldKeys(SPECIALIZED_RULESET));
    expect(SPECIALIZED_SCHEME.rubrics).toEqual(schemeRubrics(SPECIALIZED_RULESET));
  });
});
