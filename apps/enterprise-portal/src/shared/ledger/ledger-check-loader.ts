/**
 * The draft's check (ledger-check.ts: the engine's validateLedger with its limits) for a form that checks only on
 * 提交: it loads when the focus first enters the form, and 提交 waits for it if it is not in yet (ADR 95).
 */
export const loadLedgerCheck = () => import('./ledger-check');

/** What a form says when 提交 finds the check could not be loaded (offline, or a new build replaced its chunk). */
export const LEDGER_CHECK_UNAVAILABLE = '填写规则未能加载，请检查网络后重试';

/** For 提交: the check, or null after saying why there is none (the form sends nothing then). */
export async function ledgerCheckForSubmit(sayError: (message: string) => void) {
  const checker = await loadLedgerCheck().catch(() => null);
  if (!checker) sayError(LEDGER_CHECK_UNAVAILABLE);
  return checker;
}

/** For a form's onFocus: starts loading the check (a failure shows on 提交, which loads it again). */
export function preloadLedgerCheck() {
  loadLedgerCheck().catch(() => undefined);
}
