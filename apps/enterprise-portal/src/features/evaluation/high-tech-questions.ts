import type { LedgerFieldKey } from '@smes/eligibility';
import { HIGH_TECH_RULESET } from '@smes/rule-sets';
import { schemeFieldKeys } from './questions';

/** The ledger fields the 高企 conditions and score read, limited to those the ledger form can store. */
export const HIGH_TECH_FIELD_KEYS: readonly LedgerFieldKey[] = schemeFieldKeys(HIGH_TECH_RULESET);
