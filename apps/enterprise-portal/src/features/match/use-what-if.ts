import { useCallback, useMemo, useState } from 'react';
import type { EnterpriseLedger, LedgerFieldKey } from '@smes/eligibility';
import type { LedgerDraft } from '../../shared/ledger/ledger-draft';
import type { PreparedPolicies } from './report-model';
import { computeWhatIf } from './what-if';
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

/** What-if edits over the ledger, re-scored on every change in the browser with no request. */
export function useWhatIf({ prepared, ledger, keys, now }: UseWhatIfOptions): UseWhatIfResult {
  const [edited, setEdited] = useState<LedgerDraft>({});
  const state = useMemo(() => computeWhatIf(prepared, ledger, keys, edited, now), [prepared, ledger, keys, edited, now]);
  const setValue = useCallback((key: LedgerFieldKey, value: string) => setEdited((current) => ({ ...current, [key]: value })), []);
  const reset = useCallback(() => setEdited({}), []);
  return { ...state, setValue, reset };
}
