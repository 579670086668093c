// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import { preparePolicies, simulateMatch } from './report-engine';
import { samplePolicies } from '../../testing/match-fixtures';
import { useWhatIf } from './use-what-if';
import type { MatchSummary } from './report-model';
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

  it('typed quickly, each key cancelling the re-score under way: only the final input’s whole re-score is ever shown', async () => {
    // One step a slice, and the test hands out the slices: a re-score waits at each yield until the test lets it go on,
    // so every key below arrives part-way through the previous key's re-score however fast the machine is.
    const waiting: (() => void)[] = [];
    const yieldTo = () => new Promise<void>((resolve) => waiting.push(resolve));
    const shown: (MatchSummary | null)[] = [];
    const { result } = renderHook(() => {
      const state = useWhatIf({ ...options, sliceMs: 0, yieldTo });
      shown.push(state.simulated);
      return state;
    });
    /** Lets the re-score under way take one more step, once it has started and yielded. */
    const step = async () => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      await act(async () => {
        waiting.shift()?.();
        await Promise.resolve();
      });
    };
    const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
    const typed = ['1', '16', '160', '1600'];
    for (const figure of typed) {
      act(() => result.current.setValue('rdExpenseY1', figure));
      // The re-score under way was cancelled: given its turn back, it stops without another step (a step would yield
      // again at once). The new key's re-score starts after the key's paint, a task away, not in these microtasks.
      const stale = waiting.splice(0);
      for (const goOn of stale) goOn();
      await Promise.resolve();
      await Promise.resolve();
      expect(waiting).toHaveLength(0);
      expect(result.current.rescoring).toBe(true);
      // Its first step and two more: started, part-way, not finished.
      await step();
      await step();
      expect(result.current.rescoring).toBe(true);
    }
    // The last key's re-score runs to its end, a slice at a time.
    for (;;) {
      await waitFor(() => expect(waiting.length > 0 || !result.current.rescoring).toBe(true));
      if (!result.current.rescoring) break;
      await act(async () => {
        waiting.shift()?.();
        await Promise.resolve();
      });
    }
    const single = (figure: string) => simulateMatch(options.prepared, { ...options.ledger, rdExpenseY1: Number(figure) }, options.now);
    // The final figures are a single re-score of the final input.
    expect(result.current.simulated).toEqual(single('1600'));
    expect(result.current.simulated?.estimate).not.toEqual(single('160').estimate);
    // Each earlier key's re-score was cancelled part-way by the next key: nothing but the final input's whole re-score
    // was ever shown (or the saved figures before it), never an earlier input's, never a mix of two.
    for (const summary of shown) expect(summary === null || summary === result.current.simulated).toBe(true);
    // A stale re-score never lands after the latest one: nothing changes once it is shown.
    const final = result.current.simulated;
    const count = shown.length;
    await act(async () => {
      for (let turn = 0; turn < 20; turn += 1) await tick();
    });
    expect(shown.slice(count).every((summary) => summary === final)).toBe(true);
    expect(result.current.simulated).toBe(final);
  });
});
