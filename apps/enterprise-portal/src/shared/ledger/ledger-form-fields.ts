import { isLedgerContractField } from '@smes/api';
import { LEDGER_FIELDS, getLedgerField } from '@smes/eligibility';
import type { LedgerField, LedgerFieldGroup, LedgerFieldKey } from '@smes/eligibility';
import type { LedgerFieldNaming } from './ledger-field-labels';
import { paths } from '../../app/paths';

/** The ledger page's sections, in order. */
export const LEDGER_GROUPS: readonly LedgerFieldGroup[] = ['基本信息', '人员', '财务', '知识产权', '研发与转化', '资质', '合规'];

/** Fields the form offers: the engine's metadata, limited to what the API can store. */
export const LEDGER_FORM_FIELDS: readonly LedgerField[] = LEDGER_FIELDS.filter((field) => isLedgerContractField(field.key));

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
