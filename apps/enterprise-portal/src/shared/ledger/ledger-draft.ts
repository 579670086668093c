import { getLedgerField, setLedgerValue } from '@smes/eligibility';
import type { EnterpriseLedger, LedgerField, LedgerFieldKey } from '@smes/eligibility';

/** What the inputs hold: one string per field ('' = not answered). */
export type LedgerDraft = Partial<Record<LedgerFieldKey, string>>;

export type LedgerDraftErrors = Partial<Record<LedgerFieldKey, string>>;

/** A qualification the enterprise does not hold (stored as null, which is an answer). */
export const QUALIFICATION_NOT_HELD = 'none';
/** A qualification marked as held whose date is still to be entered. */
export const QUALIFICATION_HELD = 'held';

/** The input text of a stored value. */
export function valueToDraft(field: LedgerField, value: unknown): string {
  if (value === null) return field.nullIsAnswer ? QUALIFICATION_NOT_HELD : '';
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

export function toDraft(ledger: EnterpriseLedger, keys: readonly LedgerFieldKey[]): LedgerDraft {
  return Object.fromEntries(keys.map((key) => [key, valueToDraft(getLedgerField(key), ledger[key])]));
}

/** Fields whose input differs from the saved value. */
export function changedKeys(saved: LedgerDraft, draft: LedgerDraft, keys: readonly LedgerFieldKey[]): LedgerFieldKey[] {
  return keys.filter((key) => (saved[key] ?? '').trim() !== (draft[key] ?? '').trim());
}

/** The part of a checked ledger to send: the changed fields, with null for the ones emptied. */
export function changesToSave(ledger: EnterpriseLedger, changed: readonly LedgerFieldKey[]): EnterpriseLedger {
  const body: EnterpriseLedger = {};
  for (const key of changed) {
    const value = ledger[key];
    if (value !== undefined) setLedgerValue(body, key, value);
    else if (!getLedgerField(key).nullIsAnswer) setLedgerValue(body, key, null);
  }
  return body;
}
