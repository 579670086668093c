import { getLedgerField, parseRuleSet, questionsFor } from '@smes/eligibility';
import type { LedgerField, LedgerFieldKey, RuleSet } from '@smes/eligibility';
import { isLedgerFormField } from '../../shared/ledger/ledger-form-fields';

/** Questions shown before 完善更多. */
export const DEFAULT_QUESTION_COUNT = 12;

export type Question = { field: LedgerField; usedBy: number };

/**
 * The rule sets of the open policies that parse, as the match reads them (one that does not parse is left out).
 * The questionnaire needs only these, not the engine that scores them (evaluate, estimate, match: ADR 95).
 */
export function readableRuleSets(policies: readonly { ruleSet: unknown }[]): RuleSet[] {
  const ruleSets: RuleSet[] = [];
  for (const policy of policies) {
    try {
      ruleSets.push(parseRuleSet(policy.ruleSet));
    } catch {
      // Skipped, as prepareMatchable skips it: the policy cannot be checked, so it asks nothing.
    }
  }
  return ruleSets;
}

/** The ledger fields the open policies read, most-used first, limited to what the ledger can store. */
export function questionnaireFor(ruleSets: readonly RuleSet[]): Question[] {
  return questionsFor(ruleSets)
    .filter((question) => isLedgerFormField(question.field))
    .map((question) => ({ field: getLedgerField(question.field), usedBy: question.usedBy }));
}

export function questionHints(questions: readonly Question[]): Partial<Record<LedgerFieldKey, string>> {
  return Object.fromEntries(questions.map((question) => [question.field.key, `${question.usedBy} 项政策需要`]));
}
