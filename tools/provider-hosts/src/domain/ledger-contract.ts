import { LEDGER_FIELD_KEYS, METRICS } from '@smes/eligibility';
import type { LedgerFieldKey, MetricKey } from '@smes/eligibility';
import { loadContract } from '../contract/load-contract';

type LedgerSchema = { properties?: Record<string, unknown> };

let cached: ReadonlySet<LedgerFieldKey> | undefined;

/**
 * The ledger fields the API can carry: those of the engine that portal.yaml's EnterpriseLedger
 * declares. A rule that reads any other field could never be answered through the API.
 */
export function contractLedgerFields(): ReadonlySet<LedgerFieldKey> {
  if (!cached) {
    const schema = loadContract('portal').components?.['schemas']?.['EnterpriseLedger'] as LedgerSchema | undefined;
    const declared = new Set(Object.keys(schema?.properties ?? {}));
    cached = new Set(LEDGER_FIELD_KEYS.filter((key) => declared.has(key)));
  }
  return cached;
}

export function isAnswerableMetric(metric: MetricKey): boolean {
  const fields = contractLedgerFields();
  return METRICS[metric].needs.every((field) => fields.has(field));
}
