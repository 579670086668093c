import { fieldsUsedBy } from '@smes/eligibility';
import type { EnterpriseLedger, LedgerFieldKey } from '@smes/eligibility';
import { HIGH_TECH_RULESET } from '@smes/rule-sets';
import { isLedgerFormField } from '../../shared/ledger/ledger-form-fields';

/** The ledger fields the 高企 conditions and score read, limited to those the ledger form can store. */
export const HIGH_TECH_FIELD_KEYS: readonly LedgerFieldKey[] = fieldsUsedBy(HIGH_TECH_RULESET).filter(isLedgerFormField);

export type HighTechQuestions = { asked: LedgerFieldKey[]; known: LedgerFieldKey[] };

/** Only what the ledger lacks is asked; the rest is read from it as saved. */
export function highTechQuestions(ledger: EnterpriseLedger): HighTechQuestions {
  const asked: LedgerFieldKey[] = [];
  const known: LedgerFieldKey[] = [];
  for (const key of HIGH_TECH_FIELD_KEYS) {
    const value = (ledger as Record<string, unknown>)[key];
    (value === undefined || value === null || value === '' ? asked : known).push(key);
  }
  return { asked, known };
}
