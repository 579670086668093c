import { fieldsUsedBy } from '@smes/eligibility';
import type { EnterpriseLedger, LedgerFieldKey, RuleSet } from '@smes/eligibility';
import { isLedgerFormField } from '../../shared/ledger/ledger-form-fields';

/** The ledger fields a rule set's conditions, score and direct paths read, limited to those the ledger form can store. */
export function schemeFieldKeys(ruleSet: RuleSet): LedgerFieldKey[] {
  return fieldsUsedBy(ruleSet).filter(isLedgerFormField);
}

/** The rubric of every self-assessed score item, by the ledger field it is answered in. */
export function schemeRubrics(ruleSet: RuleSet): Partial<Record<LedgerFieldKey, string>> {
  const rubrics: Partial<Record<LedgerFieldKey, string>> = {};
  for (const indicator of ruleSet.scoring?.indicators ?? []) {
    for (const item of indicator.items ?? []) {
      if (item.judgedBy === 'self' && item.rubric && isLedgerFormField(item.metric)) rubrics[item.metric] = `评价要点：${item.rubric}`;
    }
  }
  return rubrics;
}

export type SchemeQuestions = { asked: LedgerFieldKey[]; known: LedgerFieldKey[] };

/** Only what the ledger lacks is asked; the rest is read from it as saved. */
export function schemeQuestions(keys: readonly LedgerFieldKey[], ledger: EnterpriseLedger): SchemeQuestions {
  const asked: LedgerFieldKey[] = [];
  const known: LedgerFieldKey[] = [];
  for (const key of keys) {
    const value = (ledger as Record<string, unknown>)[key];
    (value === undefined || value === null || value === '' ? asked : known).push(key);
  }
  return { asked, known };
}
