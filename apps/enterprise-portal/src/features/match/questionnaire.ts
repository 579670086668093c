import { getLedgerField, questionsFor } from '@smes/eligibility';
import type { LedgerField, LedgerFieldKey, RuleSet } from '@smes/eligibility';
import { isLedgerFormField } from '../../shared/ledger/ledger-form-fields';

/** Questions shown before 完善更多. */
export const DEFAULT_QUESTION_COUNT = 12;

export type Question = { field: LedgerField; usedBy: number };

/** The ledger fields the open policies read, most-used first, limited to what the ledger can store. */
export function questionnaireFor(ruleSets: readonly RuleSet[]): Question[] {
  return questionsFor(ruleSets)
    .filter((question) => isLedgerFormField(question.field))
    .map((question) => ({ field: getLedgerField(question.field), usedBy: question.usedBy }));
}

export function questionHints(questions: readonly Question[]): Partial<Record<LedgerFieldKey, string>> {
  return Object.fromEntries(questions.map((question) => [question.field.key, `${question.usedBy} 项政策需要`]));
}
