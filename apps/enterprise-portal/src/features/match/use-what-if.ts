import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { EnterpriseLedger, LedgerFieldKey } from '@smes/eligibility';
import type { LedgerDraft } from '../../shared/ledger/ledger-draft';
import { afterNextPaint } from '../../shared/timing/after-next-paint';
import type { PreparedPolicies } from './report-engine';
import type { MatchSummary } from './report-model';
import { shareUnchanged, simulateWhatIf, whatIfInputs } from './what-if';
import type { WhatIfState } from './what-if';

export type UseWhatIfOptions = {
  prepared: PreparedPolicies;
  ledger: EnterpriseLedger;
  keys: readonly LedgerFieldKey[];
  now: Date;
};

export type UseWhatIfResult = WhatIfState & {
  setValue: (key: LedgerFieldKey, value: string) => void;
  /** 恢复: back to the ledger's values. */
  reset: () => void;
};

/**
 * What-if edits over the ledger, re-scored on every change in the browser with no request. The fields follow each
 * keystroke at once; re-scoring every policy starts once the keystroke has been painted, in a transition React
 * interrupts for the next keystroke, so typing a figure is drawn without waiting for the engine or the report
 * (interaction to next paint, ADR 91 and ADR 94). Keys typed before it starts are re-scored together.
 */
export function useWhatIf({ prepared, ledger, keys, now }: UseWhatIfOptions): UseWhatIfResult {
  const [edited, setEdited] = useState<LedgerDraft>({});
  // The edits the report shows re-scored: `edited` once the keystroke that changed it is on screen.
  const [scoredEdits, setScoredEdits] = useState<LedgerDraft>({});
  const inputs = useMemo(() => whatIfInputs(ledger, keys, edited, now), [ledger, keys, edited, now]);
  // Its own memo, on the scored edits alone: a keystroke's render neither re-checks them nor re-scores.
  const scored = useMemo(() => whatIfInputs(ledger, keys, scoredEdits, now), [ledger, keys, scoredEdits, now]);
  useEffect(() => {
    if (scoredEdits === edited) return undefined;
    return afterNextPaint(() => startTransition(() => setScoredEdits(edited)));
  }, [edited, scoredEdits]);
  // The last re-score, whose unchanged parts the next one reuses (shareUnchanged: only equal data, so which render
  // left it there, committed or not, or for which policies, never changes what is shown).
  const [last] = useState(() => ({ simulated: null as MatchSummary | null }));
  const simulated = useMemo(() => {
    const fresh = simulateWhatIf(prepared, ledger, scored, now);
    if (!fresh) return null;
    last.simulated = shareUnchanged(last.simulated, fresh);
    return last.simulated;
  }, [last, prepared, ledger, scored, now]);
  const setValue = useCallback((key: LedgerFieldKey, value: string) => setEdited((current) => ({ ...current, [key]: value })), []);
  // 恢复 shows the saved report at once: nothing is left to re-score.
  const reset = useCallback(() => {
    const none: LedgerDraft = {};
    setEdited(none);
    setScoredEdits(none);
  }, []);
  const { usable: _usable, ...state } = inputs;
  return { ...state, simulated, setValue, reset };
}
