/** sessionStorage key: the favourite a visitor asked for before the SSO round trip. */
export const PENDING_FAVORITE_KEY = 'pending-favorite';

/**
 * Whether a favourite may be waiting, without reading it: the pages that complete one load the code that reads,
 * checks and completes it only then (complete-pending-favorite.ts), not on every visit.
 */
export function mayHavePendingFavorite(): boolean {
  try {
    return window.sessionStorage.getItem(PENDING_FAVORITE_KEY) !== null;
  } catch {
    return false;
  }
}
