/**
 * 企业信息's sections, drawn for a signed-in account only (ADR 97): the ledger form and 公开本企业, one chunk the page
 * loads alongside the ledger, so a visitor, shown the login prompt, fetches neither.
 */
export { LedgerForm } from './ledger-form';
export { PublicListingSwitch } from './public-listing-switch';
