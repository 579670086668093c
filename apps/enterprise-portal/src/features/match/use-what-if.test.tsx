// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
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
  it('re-scores on each edit and 恢复 returns to the ledger', async () => {
    const { result } = renderHook(() => useWhatIf(options));
    expect(result.current.simulated).toBeNull();

    act(() => result.current.setValue('rdExpenseY1', '80'));
    // The field follows the key at once; the re-score once the key is painted.
    expect(result.current.values.rdExpenseY1).toBe('80');
    expect(result.current.simulated).toBeNull();
    await waitFor(() => expect(result.current.simulated).not.toBeNull());
    const first = result.current.simulated;

    act(() => result.current.setValue('rdExpenseY1', '120'));
    expect(result.current.simulated).toBe(first);
    // The 研发投入 subsidy pays 10% of 研发费用: 40 万 more spent, 4 万 more at both ends.
    await waitFor(() => expect(result.current.simulated?.estimate.conservative).toBe((first?.estimate.conservative ?? 0) + 4));
    expect(result.current.simulated?.estimate.optimistic).toBe((first?.estimate.optimistic ?? 0) + 4);

    act(() => result.current.reset());
    // 恢复 leaves nothing simulated on screen, not even for a frame.
    expect(result.current.simulated).toBeNull();
    expect(result.current.values.rdExpenseY1).toBe('30');
  });

  it('does not re-score in the keystroke’s own render', async () => {
    const { result } = renderHook(() => useWhatIf(options));
    act(() => result.current.setValue('rdExpenseY1', '80'));
    await waitFor(() => expect(result.current.simulated).not.toBeNull());
    const before = result.current.simulated;
    // Another field's key: its render hands back the same re-score object (nothing was re-scored yet).
    act(() => result.current.setValue('revenueY1', '9000'));
    expect(result.current.values.revenueY1).toBe('9000');
    expect(result.current.simulated).toBe(before);
    await waitFor(() => expect(result.current.simulated).not.toBe(before));
  });

  it('re-scores the latest edits when several keys come before the re-score starts', async () => {
    const { result } = renderHook(() => useWhatIf(options));
    act(() => result.current.setValue('rdExpenseY1', '1'));
    act(() => result.current.setValue('rdExpenseY1', '16'));
    act(() => result.current.setValue('rdExpenseY1', '160'));
    await waitFor(() => expect(result.current.simulated).not.toBeNull());
    const expected = renderHook(() => useWhatIf(options));
    act(() => expected.result.current.setValue('rdExpenseY1', '160'));
    await waitFor(() => expect(expected.result.current.simulated).not.toBeNull());
    expect(result.current.simulated).toEqual(expected.result.current.simulated);
  });
});
