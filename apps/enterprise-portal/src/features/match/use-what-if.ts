import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EnterpriseLedger, LedgerFieldKey } from '@smes/eligibility';
import type { LedgerDraft } from '../../shared/ledger/ledger-draft';
import { afterNextPaint } from '../../shared/timing/after-next-paint';
import { runInSlices } from '../../shared/timing/run-in-slices';
import type { PreparedPolicies } from './report-engine';
import type { MatchSummary } from './report-model';
import { rescoreInSteps, whatIfInputs } from './what-if';
import type { WhatIfInputs, WhatIfState } from './what-if';

export type UseWhatIfOptions = {
  prepared: PreparedPolicies;
  ledger: EnterpriseLedger;
  keys: readonly LedgerFieldKey[];
  now: Date;
  /** How long one slice of a re-score runs before the page answers input again, in ms (tests: 0, one step a slice). */
  sliceMs?: number;
  /** How a re-score hands the main thread back between slices (tests: a gate they open one slice at a time). */
  yieldTo?: () => Promise<void>;
};

export type UseWhatIfResult = WhatIfState & {
  /**
   * Whether the figures shown (`simulated`) are not yet those of the latest inputs: a re-score is under way (正在重新测算…).
   * What is shown meanwhile is the last finished re-score, all of it of one earlier input.
   */
  rescoring: boolean;
  setValue: (key: LedgerFieldKey, value: string) => void;
  /** 恢复: back to the ledger's values. */
  reset: () => void;
};

/** A finished re-score and the inputs it is of. */
type Scored = { inputs: WhatIfInputs; simulated: MatchSummary };

/**
 * What-if edits over the ledger, re-scored on every change in the browser with no request. The fields follow each
 * keystroke at once; the re-score of every policy starts once the keystroke has been painted and runs in slices of a
 * few ms between which the page answers the next key (ADR 109; the engine in one block made a key wait for it, ADR 94).
 * A newer input cancels the re-score under way, so only a re-score of the latest input ever lands, whole: the report
 * shows the figures of one input, never a mix.
 */
export function useWhatIf({ prepared, ledger, keys, now, sliceMs, yieldTo }: UseWhatIfOptions): UseWhatIfResult {
  const [edited, setEdited] = useState<LedgerDraft>({});
  const inputs = useMemo(() => whatIfInputs(ledger, keys, edited, now), [ledger, keys, edited, now]);
  const [scored, setScored] = useState<Scored | null>(null);
  // The last finished re-score, whose unchanged parts the next one reuses (shareUnchanged: only equal data, so which
  // re-score it was never changes what is shown).
  const last = useRef<MatchSummary | null>(null);
  useEffect(() => {
    if (!inputs.usable) {
      // Nothing to re-score (恢复, or every change undone or unusable): the saved figures, and no earlier re-score
      // kept to be shown again by the next edit.
      last.current = null;
      setScored(null);
      return undefined;
    }
    let cancelSlices: (() => void) | undefined;
    const cancelStart = afterNextPaint(() => {
      const run = runInSlices(rescoreInSteps(prepared, ledger, inputs, now, last.current), {
        ...(sliceMs === undefined ? {} : { sliceMs }),
        ...(yieldTo === undefined ? {} : { yieldTo }),
      });
      cancelSlices = run.cancel;
      void run.done.then((simulated) => {
        last.current = simulated;
        startTransition(() => setScored({ inputs, simulated }));
      });
    });
    return () => {
      cancelStart();
      cancelSlices?.();
    };
  }, [prepared, ledger, inputs, now, sliceMs, yieldTo]);
  const setValue = useCallback((key: LedgerFieldKey, value: string) => setEdited((current) => ({ ...current, [key]: value })), []);
  // 恢复 shows the saved report at once: nothing is left to re-score.
  const reset = useCallback(() => {
    setEdited({});
    setScored(null);
  }, []);
  const { usable, ...state } = inputs;
  // Unusable inputs show the saved figures in the same render that made them so, not a frame later.
  const simulated = usable ? (scored?.simulated ?? null) : null;
  return { ...state, simulated, rescoring: usable && scored?.inputs !== inputs, setValue, reset };
}
