import { runSteps } from '@smes/eligibility';
import type { EnterpriseLedger, LedgerFieldKey } from '@smes/eligibility';
import { changedKeys, changesToSave, toDraft } from '../../shared/ledger/ledger-draft';
import { checkDraft } from '../../shared/ledger/ledger-check';
import type { LedgerDraft, LedgerDraftErrors } from '../../shared/ledger/ledger-draft';
import { isLedgerFormField } from '../../shared/ledger/ledger-form-fields';
import { simulateMatch, simulateMatchInSteps } from './report-engine';
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
  const undecided: string[] = [];
  for (const match of matches) {
    for (const result of match.results) {
      if (result.status !== 'unknown') continue;
      undecided.push(...(result.missingFields ?? []));
    }
  }
  return whatIfKeysFrom(undecided);
}

function whatIfKeysFrom(undecided: readonly string[]): LedgerFieldKey[] {
  const keys = new Set<LedgerFieldKey>(WHAT_IF_KEY_FIELDS);
  for (const key of undecided) if (isLedgerFormField(key)) keys.add(key);
  return [...keys];
}

/**
 * The what-if's fields of a saved report: from the fields the server lists for the whole report when it answers by
 * pages (its `matches` are each category's first page only), else from its policies' conditions.
 */
export function whatIfFieldKeysOf(saved: Pick<MatchSummary, 'matches' | 'undecidedFields'>): LedgerFieldKey[] {
  return saved.undecidedFields ? whatIfKeysFrom(saved.undecidedFields) : whatIfFieldKeys(saved.matches);
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

/**
 * The re-score of `inputs` (which must be usable) in steps, one per policy scored and one per row compared, its
 * unchanged parts shared with `previous` (shareUnchanged): what the what-if runs in slices between keys (ADR 109).
 */
export function* rescoreInSteps(
  prepared: PreparedPolicies,
  ledger: EnterpriseLedger,
  inputs: WhatIfInputs,
  now: Date,
  previous: MatchSummary | null,
): Generator<void, MatchSummary, void> {
  const fresh = yield* simulateMatchInSteps(prepared, { ...ledger, ...inputs.edits }, now);
  return yield* shareUnchangedInSteps(previous, fresh);
}

/** Whether two values of a re-scored report (plain data: no functions, dates or cycles) are the same. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameData(left[key], right[key]));
}

/**
 * The re-scored report with every part that equals the previous re-score's replaced by that part itself, so React
 * redraws only the rows whose verdict changed (the rows and sections are memoised on their props, ADR 94). Only
 * equal data is reused: what is shown is always the new re-score's, whichever re-score `previous` was.
 */
export function shareUnchanged(previous: MatchSummary | null, next: MatchSummary): MatchSummary {
  return runSteps(shareUnchangedInSteps(previous, next));
}

/** `shareUnchanged` in steps: one per row compared. */
export function* shareUnchangedInSteps(previous: MatchSummary | null, next: MatchSummary): Generator<void, MatchSummary, void> {
  if (!previous) return next;
  const before = new Map(previous.matches.map((match) => [match.policyId, match]));
  const matches: PolicyResult[] = [];
  for (const match of next.matches) {
    const old = before.get(match.policyId);
    matches.push(old && sameData(old, match) ? old : match);
    yield;
  }
  const sameMatches = matches.length === previous.matches.length && matches.every((match, index) => match === previous.matches[index]);
  const shared: MatchSummary = {
    ...next,
    matches: sameMatches ? previous.matches : matches,
    estimate: sameData(previous.estimate, next.estimate) ? previous.estimate : next.estimate,
    scope: sameData(previous.scope, next.scope) ? previous.scope : next.scope,
    qualificationsInReach: sameData(previous.qualificationsInReach, next.qualificationsInReach) ? previous.qualificationsInReach : next.qualificationsInReach,
    qualificationGaps: sameData(previous.qualificationGaps, next.qualificationGaps) ? previous.qualificationGaps : next.qualificationGaps,
    outOfScope: sameData(previous.outOfScope, next.outOfScope) ? previous.outOfScope : next.outOfScope,
  };
  return sameData(previous, shared) ? previous : shared;
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
