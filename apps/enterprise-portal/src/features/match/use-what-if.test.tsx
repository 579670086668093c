// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import { preparePolicies } from './report-engine';
import { samplePolicies } from '../../testing/match-fixtures';
import { useWhatIf } from './use-what-if';
import { WHAT_IF_KEY_FIELDS } from './what-if';

const options = {
  prepared: preparePolicies(samplePolicies()),
  ledger: { ...SAMPLE_LEDGER, rdExpenseY1: 30 },
  keys: WHAT_IF_KEY_FIELDS,
  now: new Date('2026-03-01T04:00:00Z'),
};

describe('useWhatIf', () => {
  it('re-scores on each edit and 恢复 returns to the ledger', () => {
    const { result } = renderHook(() => useWhatIf(options));
    expect(result.current.simulated).toBeNull();

    act(() => result.current.setValue('rdExpenseY1', '80'));
    const first = result.current.simulated;
    expect(first).not.toBeNull();
    expect(result.current.values.rdExpenseY1).toBe('80');

    act(() => result.current.setValue('rdExpenseY1', '120'));
    // The 研发投入 subsidy pays 10% of 研发费用: 40 万 more spent, 4 万 more at both ends.
    expect(result.current.simulated?.estimate.conservative).toBe((first?.estimate.conservative ?? 0) + 4);
    expect(result.current.simulated?.estimate.optimistic).toBe((first?.estimate.optimistic ?? 0) + 4);

    act(() => result.current.reset());
    expect(result.current.simulated).toBeNull();
    expect(result.current.values.rdExpenseY1).toBe('30');
  });
});
