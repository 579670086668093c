import type { LedgerData } from '@smes/api';
import { LEDGER_FIELDS, getLedgerField } from '@smes/eligibility';
import type { LedgerField, LedgerFieldGroup, LedgerFieldKey } from '@smes/eligibility';
import type { LedgerFieldNaming } from './ledger-field-labels';
import { paths } from '../../app/paths';

/** The ledger page's sections, in order. */
export const LEDGER_GROUPS: readonly LedgerFieldGroup[] = ['基本信息', '人员', '财务', '知识产权', '研发与转化', '资质', '合规'];

type SameKeys<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/**
 * The API stores every field the engine knows and no other (the engine's ledger is the contract's type, ADR 4): a field
 * in only one of them fails typecheck here. So the form offers the engine's whole table, with no list of the contract's
 * keys to filter it by at run time (ledger-contract-fields.ts, 0.8 KiB on every ledger form; ADR 103).
 */
export const FORM_KEYS_MATCH_CONTRACT: SameKeys<keyof LedgerData, LedgerFieldKey> = true;

/** Fields the form offers: the engine's metadata, which is what the API can store. */
export const LEDGER_FORM_FIELDS: readonly LedgerField[] = LEDGER_FIELDS;

export const LEDGER_FORM_KEYS: readonly LedgerFieldKey[] = LEDGER_FORM_FIELDS.map((field) => field.key);

const FORM_KEY_SET = new Set<string>(LEDGER_FORM_KEYS);

export function isLedgerFormField(key: string): key is LedgerFieldKey {
  return FORM_KEY_SET.has(key);
}

export function fieldsOfGroup(group: LedgerFieldGroup): LedgerField[] {
  return LEDGER_FORM_FIELDS.filter((field) => field.group === group);
}

/** The Chinese label of a field key, or the key itself for a field the engine does not know. */
export function ledgerFieldLabel(key: string): string {
  return isLedgerFormField(key) || LEDGER_FIELDS.some((field) => field.key === key) ? getLedgerField(key as LedgerFieldKey).label : key;
}

/** The DOM id of a field's input; `#field-<key>` links jump to it. */
export function ledgerFieldId(key: string): string {
  return `field-${key}`;
}

export const LEDGER_PAGE_PATH = paths.personalCenter.enterpriseInformation;

/** Where to fill in one field: the ledger page, scrolled to and focused on that input. */
export function ledgerFieldHref(key: string): string {
  return `${LEDGER_PAGE_PATH}#${ledgerFieldId(key)}`;
}

/** The field key a `#field-<key>` hash points at, if it is one of the form's fields. */
export function fieldKeyFromHash(hash: string): LedgerFieldKey | null {
  const match = /^#field-([A-Za-z0-9]+)$/.exec(hash);
  return match?.[1] && isLedgerFormField(match[1]) ? match[1] : null;
}

/** How the screens that have the form's module name and link fields (CompletenessBar, ConditionTable). */
export const LEDGER_FORM_FIELD_NAMING: LedgerFieldNaming = { isFormField: isLedgerFormField, label: ledgerFieldLabel, href: ledgerFieldHref, id: ledgerFieldId };
