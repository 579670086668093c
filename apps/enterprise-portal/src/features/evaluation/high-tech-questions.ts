import type { LedgerFieldKey } from '@smes/eligibility';
import { HIGH_TECH_RULESET } from '@smes/rule-sets';
import { schemeFieldKeys, schemeRubrics } from './questions';

/** The ledger fields the 高企 conditions and score read, limited to those the ledger form can store. */
export const HIGH_TECH_FIELD_KEYS: readonly LedgerFieldKey[] = schemeFieldKeys(HIGH_TECH_RULESET);

/** The 指引's rubric for each item the enterprise rates itself on. */
export const HIGH_TECH_RUBRICS = schemeRubrics(HIGH_TECH_RULESET);
