import type { EnterpriseLedger, LedgerFieldKey } from '@smes/eligibility';
import { changedKeys, checkDraft, changesToSave, toDraft } from '../../shared/ledger/ledger-draft';
import type { LedgerDraft, LedgerDraftErrors } from '../../shared/ledger/ledger-draft';
import { isLedgerFormField } from '../../shared/ledger/ledger-form-fields';
import { simulateMatch } from './report-model';
import type { MatchSummary, PolicyResult, PreparedPolicies } from './report-model';

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

/** Applies the edited inputs to the ledger and re-scores every policy in the browser. */
export function computeWhatIf(
  prepared: PreparedPolicies,
  ledger: EnterpriseLedger,
  keys: readonly LedgerFieldKey[],
  edited: LedgerDraft,
  now: Date,
): WhatIfState {
  const base = toDraft(ledger, keys);
  const values: LedgerDraft = { ...base, ...edited };
  const changed = changedKeys(base, values, keys);
  if (changed.length === 0) return { values, changed, errors: {}, edits: {}, simulated: null };
  const check = checkDraft(values, keys, now);
  const errors: LedgerDraftErrors = {};
  for (const key of changed) if (check.errors[key]) errors[key] = check.errors[key];
  const usable = changed.filter((key) => !errors[key]);
  const edits = changesToSave(check.ledger, usable);
  const simulated = usable.length > 0 ? simulateMatch(prepared, { ...ledger, ...edits }, now) : null;
  return { values, changed, errors, edits, simulated };
}
