import { getLedgerField, setLedgerValue, validateLedger, validateLedgerField } from '@smes/eligibility';
import type { EnterpriseLedger, LedgerField, LedgerFieldKey } from '@smes/eligibility';
import { QUALIFICATION_HELD, QUALIFICATION_NOT_HELD } from './ledger-draft';
import type { LedgerDraft, LedgerDraftErrors } from './ledger-draft';

// Reading and checking a draft the way the server will. Static for 企业信息 (its completeness is counted from the
// checked draft on every key) and the what-if; the forms that check only on 提交 load it with loadLedgerCheck.

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

const NUMBER_TEXT = /^[-+]?\d+(?:\.\d+)?$/;

function isNumberKind(field: LedgerField): boolean {
  return field.kind === 'integer' || field.kind === 'amount' || field.kind === 'ratio';
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

