/**
 * The draft's check (ledger-check.ts: the engine's validateLedger with its limits) for a form that checks only on
 * 提交: it loads when the focus first enters the form, and 提交 waits for it if it is not in yet (ADR 95).
 */
export const loadLedgerCheck = () => import('./ledger-check');

/** For a form's onFocus: starts loading the check (a failure shows on 提交, which loads it again). */
export function preloadLedgerCheck() {
  loadLedgerCheck().catch(() => undefined);
}
