import { safeRedirectPath } from '@smes/session';
import { paths } from '../../app/paths';
import { PENDING_FAVORITE_KEY } from './pending-favorite-key';

export { PENDING_FAVORITE_KEY };

/** A request older than this is not acted on: the visitor has moved on. */
export const PENDING_FAVORITE_TTL_MS = 30 * 60_000;

export type PendingFavorite = {
  policyId: number;
  /** Where to come back to, e.g. /findpolicy/policyNoticeDetails/12. */
  returnPath: string;
  createdAt: number;
};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPendingFavorite(policyId: number, returnPath: string, now = Date.now()): void {
  const value: PendingFavorite = { policyId, returnPath, createdAt: now };
  try {
    storage()?.setItem(PENDING_FAVORITE_KEY, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the visitor simply favourites again after logging in.
  }
}

function parse(raw: string | null, now: number): PendingFavorite | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingFavorite>;
    if (typeof value.policyId !== 'number' || !Number.isSafeInteger(value.policyId) || value.policyId <= 0) return null;
    if (typeof value.createdAt !== 'number' || now - value.createdAt > PENDING_FAVORITE_TTL_MS || value.createdAt > now) return null;
    // The path came from this app, but storage is writable by anything on the origin: never leave the app.
    const returnPath = safeRedirectPath(typeof value.returnPath === 'string' ? value.returnPath : null, paths.home);
    return { policyId: value.policyId, returnPath, createdAt: value.createdAt };
  } catch {
    return null;
  }
}

/** Reads and forgets the pending favourite, so it is completed once however often this is called. */
export function takePendingFavorite(now = Date.now()): PendingFavorite | null {
  const store = storage();
  if (!store) return null;
  const raw = store.getItem(PENDING_FAVORITE_KEY);
  store.removeItem(PENDING_FAVORITE_KEY);
  return parse(raw, now);
}
