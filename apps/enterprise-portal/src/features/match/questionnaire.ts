import { getLedgerField, questionsFromFields } from '@smes/eligibility';
import type { LedgerField, LedgerFieldKey } from '@smes/eligibility';
import type { MatchablePolicy } from '@smes/api';
import { isLedgerFormField } from '../../shared/ledger/ledger-form-fields';

/** Questions shown before 完善更多. */
export const DEFAULT_QUESTION_COUNT = 12;

export type Question = { field: LedgerField; usedBy: number };

type PolicyFields = Pick<MatchablePolicy, 'fields'>;

/**
 * The ledger fields the open policies read, most-used first, limited to what the ledger can store. Counted from the
 * fields the server read from each parsed rule set (ADR 102), so this screen carries no rule-set parser; a policy
 * whose rule set does not parse comes with none and asks nothing.
 */
export function questionnaireFor(policies: readonly PolicyFields[]): Question[] {
  return questionsFromFields(policies.map((policy) => policy.fields.filter(isLedgerFormField))).map((question) => ({
    field: getLedgerField(question.field),
    usedBy: question.usedBy,
  }));
}

/** How many policies the questions come from: those whose rule set reads the ledger (one that does not parse reads nothing). */
export function askingPolicyCount(policies: readonly PolicyFields[]): number {
  return policies.filter((policy) => policy.fields.length > 0).length;
}

export function questionHints(questions: readonly Question[]): Partial<Record<LedgerFieldKey, string>> {
  return Object.fromEntries(questions.map((question) => [question.field.key, `${question.usedBy} 项政策需要`]));
}
