import { useEffect } from 'react';
import { useSessionStore } from '@smes/session';
import { usePortalClient } from '../../provider/use-api';
import { getUserInfo } from './get-user-info';

/** Tab switches come in bursts (focus and visibility fire together): one check covers them all for this long. */
export const SESSION_CHECK_INTERVAL_MS = 5_000;

/**
 * 退出登录 in the other app ends this app's session on the server too (one SSO sign-in, ADR 60). A signed-in app
 * whose window comes back into view asks once who is signed in, so a session ended elsewhere shows as signed out
 * (the 444 flow: stored data cleared, the SSO login page) before the visitor acts on a page that is no longer theirs.
 */
export function useSessionCheckOnReturn(intervalMs = SESSION_CHECK_INTERVAL_MS): void {
  const client = usePortalClient();
  const store = useSessionStore();
  useEffect(() => {
    let last = Number.NEGATIVE_INFINITY;
    const check = () => {
      if (document.visibilityState !== 'visible' || store.getToken() === null) return;
      const at = Date.now();
      if (at - last < intervalMs) return;
      last = at;
      // A 444 runs the expiry flow inside the client; any other failure is for the next request to report.
      getUserInfo(client, { silent: true }).catch(() => undefined);
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [client, store, intervalMs]);
}
