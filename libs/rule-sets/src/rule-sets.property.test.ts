import fc from 'fast-check';
import { LEDGER_FIELDS, evaluate, matchPolicies, qualificationRecord, scoreGate } from '@smes/eligibility';
import type { EnterpriseLedger, LedgerField, RuleSet } from '@smes/eligibility';
import { shortPeriodChecks } from '@smes/eligibility/testing';
import { describe, expect, it } from 'vitest';
import { HIGH_TECH_RULESET } from './high-tech';
import { SAMPLE_POLICIES } from './sample-policies';
import { SPECIALIZED_RULESET } from './specialized';

const now = new Date('2026-06-15T04:00:00Z');
const RULE_SETS: RuleSet[] = [HIGH_TECH_RULESET, SPECIALIZED_RULESET, ...SAMPLE_POLICIES.map((policy) => policy.ruleSet)];

const isoDate = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2026-06-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

/** Any answer a field could hold, including none. */
function answer(field: LedgerField): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'integer':
      return fc.integer({ min: 0, max: 2000 });
    case 'amount':
      return fc.integer({ min: field.allowNegative ? -5000 : 0, max: 600_000 });
    case 'ratio':
      return fc.integer({ min: 0, max: 100 });
    case 'date':
      return field.nullIsAnswer ? fc.oneof(isoDate, fc.constant(null)) : isoDate;
    case 'boolean':
      return fc.boolean();
    case 'enum':
    case 'industry':
      return fc.constantFrom(...(field.options ?? []).map((option) => option.value));
    case 'region':
      return fc.constantFrom('330000', '330100', '330106', '330108', '330110', '310000', '310100', '440300');
    default:
      return fc.constant(undefined);
  }
}

const ledgerArbitrary: fc.Arbitrary<EnterpriseLedger> = fc.record(
  Object.fromEntries(LEDGER_FIELDS.map((field) => [field.key, fc.option(answer(field), { nil: undefined })])),
) as fc.Arbitrary<EnterpriseLedger>;

describe('every shipped rule set', () => {
  it('decides no condition from data covering fewer years than its standard (近三年 from a one-year field)', () => {
    expect(RULE_SETS.flatMap(shortPeriodChecks)).toEqual([]);
  });
});

describe('every shipped rule set against any ledger', () => {
  it('shows one row per condition and never says 符合 with a hard condition not passed', () => {
    fc.assert(
      fc.property(ledgerArbitrary, (ledger) => {
        for (const ruleSet of RULE_SETS) {
          const evaluation = evaluate(ruleSet, ledger, { now });
          expect(evaluation.results.map((result) => result.id)).toEqual(ruleSet.conditions.map((condition) => condition.id));
          const hardNotPassed = evaluation.results.some((result) => result.kind === 'hard' && result.status !== 'pass');
          if (evaluation.status === 'eligible') {
            expect(hardNotPassed).toBe(false);
            expect(evaluation.score ? scoreGate(evaluation.score) : 'pass').toBe('pass');
          }
          for (const result of evaluation.results) expect(result.actualText).not.toMatch(/^[是否]$/);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never offers a qualification the ledger holds', () => {
    fc.assert(
      fc.property(ledgerArbitrary, (ledger) => {
        const report = matchPolicies(
          SAMPLE_POLICIES.map((policy) => ({ ...policy, policyId: policy.ruleSet.id })),
          ledger,
          { now },
        );
        for (const gap of report.qualificationGaps) {
          const grants = SAMPLE_POLICIES.find((policy) => policy.ruleSet.id === gap.policyId)?.ruleSet.grants;
          expect(grants).toBeDefined();
          if (grants) expect(qualificationRecord(ledger, grants as Parameters<typeof qualificationRecord>[1], now)?.valid ?? false).toBe(false);
        }
      }),
      { numRuns: 150 },
    );
  });
});
