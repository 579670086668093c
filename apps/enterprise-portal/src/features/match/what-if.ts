import type { EnterpriseLedger, LedgerFieldKey } from '@smes/eligibility';
import { changedKeys, checkDraft, changesToSave, toDraft } from '../../shared/ledger/ledger-draft';
import type { LedgerDraft, LedgerDraftErrors } from '../../shared/ledger/ledger-draft';
import { isLedgerFormField } from '../../shared/ledger/ledger-form-fields';
import { simulateMatch } from './report-engine';
import type { PreparedPolicies } from './report-engine';
import type { MatchSummary, PolicyResult } from './report-model';

/** The figures most policies turn on, always offered in the what-if panel. */
export const WHAT_IF_KEY_FIELDS: readonly LedgerFieldKey[] = [
  'revenueY1',
  'rdExpenseY1',
  'rdStaff',
  'employeesTotal',
  'inventionPatents',
  'highTechRevenueY1',
];

/** The key figures, then every field an undecided condition of the report asks for. */
export function whatIfFieldKeys(matches: readonly PolicyResult[]): LedgerFieldKey[] {
  const keys = new Set<LedgerFieldKey>(WHAT_IF_KEY_FIELDS);
  for (const match of matches) {
    for (const result of match.results) {
      if (result.status !== 'unknown') continue;
      for (const key of result.missingFields ?? []) if (isLedgerFormField(key)) keys.add(key);
    }
  }
  return [...keys];
}

export type WhatIfState = {
  /** The inputs: the ledger's values with the user's edits over them. */
  values: LedgerDraft;
  /** Fields whose input differs from the ledger. */
  changed: LedgerFieldKey[];
  /** Messages of the changed inputs that cannot be used (those edits are left out of the simulation). */
  errors: LedgerDraftErrors;
  /** The usable edits, ready for ledgerUpdate. */
  edits: EnterpriseLedger;
  /** The re-scored report, or null while nothing is changed. */
  simulated: MatchSummary | null;
};

/** The what-if's inputs without the re-scoring: what the fields show, which changed, which cannot be used. */
export type WhatIfInputs = Omit<WhatIfState, 'simulated'> & {
  /** Whether any change can be used, i.e. whether there is anything to re-score. */
  usable: boolean;
};

/** Applies the edited inputs to the ledger's values and checks them (cheap: no policy is scored). */
export function whatIfInputs(ledger: EnterpriseLedger, keys: readonly LedgerFieldKey[], edited: LedgerDraft, now: Date): WhatIfInputs {
  const base = toDraft(ledger, keys);
  const values: LedgerDraft = { ...base, ...edited };
  const changed = changedKeys(base, values, keys);
  if (changed.length === 0) return { values, changed, errors: {}, edits: {}, usable: false };
  const check = checkDraft(values, keys, now);
  const errors: LedgerDraftErrors = {};
  for (const key of changed) if (check.errors[key]) errors[key] = check.errors[key];
  const usable = changed.filter((key) => !errors[key]);
  return { values, changed, errors, edits: changesToSave(check.ledger, usable), usable: usable.length > 0 };
}

/** Re-scores every policy in the browser with the usable edits over the ledger; null when there are none. */
export function simulateWhatIf(prepared: PreparedPolicies, ledger: EnterpriseLedger, inputs: WhatIfInputs, now: Date): MatchSummary | null {
  return inputs.usable ? simulateMatch(prepared, { ...ledger, ...inputs.edits }, now) : null;
}

/** Applies the edited inputs to the ledger and re-scores every policy in the browser. */
export function computeWhatIf(
  prepared: PreparedPolicies,
  ledger: EnterpriseLedger,
  keys: readonly LedgerFieldKey[],
  edited: LedgerDraft,
  now: Date,
): WhatIfState {
  const inputs = whatIfInputs(ledger, keys, edited, now);
  const { usable: _usable, ...state } = inputs;
  return { ...state, simulated: simulateWhatIf(prepared, ledger, inputs, now) };
}
