import { describe, expect, it } from 'vitest';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import type { EnterpriseLedger } from '@smes/eligibility';
import { preparePolicies } from './report-engine';
import { samplePolicies } from '../../testing/match-fixtures';
import { WHAT_IF_KEY_FIELDS, computeWhatIf, whatIfFieldKeys } from './what-if';

const now = new Date('2026-03-01T04:00:00Z');
const prepared = preparePolicies(samplePolicies());
const ledger: EnterpriseLedger = { ...SAMPLE_LEDGER, rdExpenseY1: 30 };
const keys = [...WHAT_IF_KEY_FIELDS];

describe('computeWhatIf', () => {
  it('does not simulate while nothing is changed', () => {
    const state = computeWhatIf(prepared, ledger, keys, { rdExpenseY1: '30' }, now);
    expect(state.changed).toEqual([]);
    expect(state.simulated).toBeNull();
    expect(state.values.rdExpenseY1).toBe('30');
  });

  it('re-scores with the edited figures and keeps them ready to save', () => {
    const state = computeWhatIf(prepared, ledger, keys, { rdExpenseY1: '80' }, now);
    expect(state.changed).toEqual(['rdExpenseY1']);
    expect(state.edits).toEqual({ rdExpenseY1: 80 });
    const subsidy = state.simulated?.matches.find((match) => match.policyTitle.startsWith('杭州市企业研发费用投入补助'));
    expect(subsidy?.status).toBe('eligible');
  });

  it('leaves an unusable input out of the simulation and says why', () => {
    const state = computeWhatIf(prepared, ledger, keys, { rdExpenseY1: '很多', revenueY1: '9000' }, now);
    expect(state.errors).toEqual({ rdExpenseY1: '研发费用（上年度）请输入数字' });
    expect(state.edits).toEqual({ revenueY1: 9000 });
    expect(state.simulated).not.toBeNull();
  });

  it('checks cross-field rules against the ledger (研发人员数 ≤ 职工总数)', () => {
    const state = computeWhatIf(prepared, ledger, keys, { rdStaff: '500' }, now);
    expect(state.errors.rdStaff).toBe('研发人员数不能大于职工总数');
    expect(state.simulated).toBeNull();
  });
});

describe('whatIfFieldKeys', () => {
  it('offers the key figures and every field an undecided condition asks for', () => {
    const keysFor = whatIfFieldKeys([
      {
        policyId: 1,
        policyTitle: '某政策',
        category: '研发创新',
        supportAmount: 10,
        status: 'incomplete',
        matchDegree: 50,
        missingFields: ['hasRdAccounting'],
        results: [
          { id: 'a', title: 'a', kind: 'hard', status: 'unknown', actualText: '未填写', standardText: '是', missingFields: ['hasRdAccounting'] },
          { id: 'b', title: 'b', kind: 'hard', status: 'fail', actualText: '否', standardText: '是', missingFields: ['qualHighTech'] },
        ],
      },
    ]);
    expect(keysFor).toEqual([...WHAT_IF_KEY_FIELDS, 'hasRdAccounting']);
  });
});
