import { getLedgerField, setLedgerValue, validateLedger, validateLedgerField } from '@smes/eligibility';
import type { EnterpriseLedger, LedgerField, LedgerFieldKey } from '@smes/eligibility';

/** What the inputs hold: one string per field ('' = not answered). */
export type LedgerDraft = Partial<Record<LedgerFieldKey, string>>;

export type LedgerDraftErrors = Partial<Record<LedgerFieldKey, string>>;

/** A qualification the enterprise does not hold (stored as null, which is an answer). */
export const QUALIFICATION_NOT_HELD = 'none';
/** A qualification marked as held whose date is still to be entered. */
export const QUALIFICATION_HELD = 'held';

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

const NUMBER_TEXT = /^[-+]?\d+(?:\.\d+)?$/;

function isNumberKind(field: LedgerField): boolean {
  return field.kind === 'integer' || field.kind === 'amount' || field.kind === 'ratio';
}

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

/**
 * The value an input's text stands for: null clears a field, undefined leaves it unanswered
 * (only a qualification can be unanswered after having no value, since null is its "未获得").
 */
export function parseDraftValue(field: LedgerField, raw: string): Parsed {
  const text = raw.trim();
  if (field.nullIsAnswer) {
    if (text === '') return { ok: true, value: undefined };
    if (text === QUALIFICATION_NOT_HELD) return { ok: true, value: null };
    if (text === QUALIFICATION_HELD) return { ok: false, message: `请填写${field.label}的认定日期` };
    return { ok: true, value: text };
  }
  if (text === '') return { ok: true, value: null };
  if (isNumberKind(field)) {
    // Typed with a Chinese input method: full-width digits, point and sign (９８００，１２．５，－３) read as the
    // ordinary ones (NFKC), and thousands separators and spaces are dropped.
    const compact = text.normalize('NFKC').replace(/[,，\s]/g, '').replace(/[−–]/g, '-');
    return NUMBER_TEXT.test(compact) ? { ok: true, value: Number(compact) } : { ok: false, message: `${field.label}请输入数字` };
  }
  if (field.kind === 'boolean') return { ok: true, value: text === 'true' };
  return { ok: true, value: text };
}

export type DraftCheck = {
  /** Every readable answer, validated values normalised (e.g. the credit code upper-cased). */
  ledger: EnterpriseLedger;
  /** Chinese messages by field: unreadable input first, then the engine's field and cross-field rules. */
  errors: LedgerDraftErrors;
};

/** Reads and validates the draft's `keys` the way the server will (validateLedger), with the same messages. */
export function checkDraft(draft: LedgerDraft, keys: readonly LedgerFieldKey[], now: Date): DraftCheck {
  const parsed: Record<string, unknown> = {};
  const errors: LedgerDraftErrors = {};
  for (const key of keys) {
    const result = parseDraftValue(getLedgerField(key), draft[key] ?? '');
    if (!result.ok) errors[key] = result.message;
    else if (result.value !== undefined) parsed[key] = result.value;
  }
  const validation = validateLedger(parsed, { now });
  if (validation.ok) return { ledger: validation.value, errors };
  for (const [key, message] of Object.entries(validation.errors)) {
    const fieldKey = key as LedgerFieldKey;
    if (!errors[fieldKey]) errors[fieldKey] = message;
  }
  const ledger: EnterpriseLedger = {};
  for (const key of keys) {
    if (errors[key] || !Object.hasOwn(parsed, key)) continue;
    const normalised = validateLedgerField(key, parsed[key], { now });
    if (normalised.ok) setLedgerValue(ledger, key, normalised.value);
  }
  return { ledger, errors };
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
