import type { LedgerFieldKey } from './ledger';
import { LEDGER_FIELD_KEYS } from './ledger-fields';

export type LedgerQuestion = { field: LedgerFieldKey; usedBy: number };

const FIELD_ORDER = new Map<LedgerFieldKey, number>(LEDGER_FIELD_KEYS.map((key, index) => [key, index]));

/**
 * The questionnaire from the ledger fields each policy reads (one list per policy): their union, most-used first,
 * ties in form order, a field counted once per list. Apart from the rule-set parser and the metrics on purpose: the
 * 匹配问卷 counts the lists the server sends (`MatchablePolicy.fields`, ADR 102) without parsing a rule set.
 */
export function questionsFromFields(fieldLists: readonly (readonly LedgerFieldKey[])[]): LedgerQuestion[] {
  const usage = new Map<LedgerFieldKey, number>();
  for (const fields of fieldLists) {
    for (const field of new Set(fields)) usage.set(field, (usage.get(field) ?? 0) + 1);
  }
  return [...usage.entries()]
    .map(([field, usedBy]) => ({ field, usedBy }))
    .sort((a, b) => b.usedBy - a.usedBy || (FIELD_ORDER.get(a.field) ?? 0) - (FIELD_ORDER.get(b.field) ?? 0));
}
