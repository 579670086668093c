import type { EnterpriseLedger, LedgerFieldKey } from './ledger';
import { LEDGER_FIELD_KEYS, isFieldFilled, sortLedgerFieldKeys } from './ledger-fields';

export type LedgerCompleteness = {
  filled: number;
  total: number;
  /** Rounded down, so 100 means every field is filled. */
  percent: number;
  /** Unfilled fields in form order. */
  missing: LedgerFieldKey[];
};

export function ledgerCompleteness(
  ledger: EnterpriseLedger,
  fields: readonly LedgerFieldKey[] = LEDGER_FIELD_KEYS,
): LedgerCompleteness {
  const keys = sortLedgerFieldKeys(fields);
  const missing = keys.filter((key) => !isFieldFilled(key, ledger[key]));
  const total = keys.length;
  const filled = total - missing.length;
  return { filled, total, percent: total === 0 ? 100 : Math.floor((filled * 100) / total), missing };
}
