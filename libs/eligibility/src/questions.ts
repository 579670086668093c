import type { LedgerFieldKey } from './ledger';
import { LEDGER_FIELD_KEYS } from './ledger-fields';
import type { MetricKey } from './metrics';
import { METRICS } from './metrics';
import type { RuleSet } from './rule-set';
import { checksRead } from './rule-set';
import { fundingFields } from './funding';
import { questionsFromFields } from './question-order';
import type { LedgerQuestion } from './question-order';

export type { LedgerQuestion };

const FIELD_ORDER = new Map<LedgerFieldKey, number>(LEDGER_FIELD_KEYS.map((key, index) => [key, index]));

/** Every ledger field a rule set can read: condition metrics, band metrics, scored indicators and direct paths. */
export function fieldsUsedBy(ruleSet: RuleSet): LedgerFieldKey[] {
  const metrics = new Set<MetricKey>();
  for (const check of [...ruleSet.conditions, ...(ruleSet.scoring?.directPaths ?? [])].flatMap(checksRead)) {
    metrics.add(check.metric);
    for (const band of check.bands ?? []) metrics.add(band.when.metric);
  }
  for (const indicator of ruleSet.scoring?.indicators ?? []) {
    for (const scored of indicator.items ?? [indicator]) {
      metrics.add(scored.metric);
      for (const band of scored.bands) if (band.metric) metrics.add(band.metric);
    }
  }
  const fields = new Set<LedgerFieldKey>(ruleSet.funding ? fundingFields(ruleSet.funding) : []);
  for (const metric of metrics) for (const field of METRICS[metric].needs) fields.add(field);
  return [...fields].sort((a, b) => (FIELD_ORDER.get(a) ?? 0) - (FIELD_ORDER.get(b) ?? 0));
}

/**
 * The questionnaire for a set of rule sets: the union of the ledger fields they read, most-used
 * first, ties in form order.
 */
export function questionsFor(ruleSets: readonly RuleSet[]): LedgerQuestion[] {
  return questionsFromFields(ruleSets.map(fieldsUsedBy));
}
