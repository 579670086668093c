import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { EnterpriseLedger, LedgerFieldKey } from '@smes/eligibility';
import type { LedgerDraft } from '../../shared/ledger/ledger-draft';
import type { PreparedPolicies } from './report-engine';
import { simulateWhatIf, whatIfInputs } from './what-if';
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
 * keystroke at once; re-scoring every policy follows in a deferred render, which React interrupts for the next
 * keystroke, so typing a figure is drawn without waiting for the report (interaction to next paint).
 */
export function useWhatIf({ prepared, ledger, keys, now }: UseWhatIfOptions): UseWhatIfResult {
  const [edited, setEdited] = useState<LedgerDraft>({});
  const inputs = useMemo(() => whatIfInputs(ledger, keys, edited, now), [ledger, keys, edited, now]);
  const scored = useDeferredValue(inputs);
  const simulated = useMemo(() => simulateWhatIf(prepared, ledger, scored, now), [prepared, ledger, scored, now]);
  const setValue = useCallback((key: LedgerFieldKey, value: string) => setEdited((current) => ({ ...current, [key]: value })), []);
  const reset = useCallback(() => setEdited({}), []);
  const { usable: _usable, ...state } = inputs;
  return { ...state, simulated, setValue, reset };
}
