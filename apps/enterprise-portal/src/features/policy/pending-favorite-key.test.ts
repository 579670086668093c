import { afterEach, describe, expect, it } from 'vitest';
import { rememberPendingFavorite } from './pending-favorite';
import { PENDING_FAVORITE_KEY, mayHavePendingFavorite } from './pending-favorite-key';

describe('mayHavePendingFavorite', () => {
  afterEach(() => sessionStorage.clear());

  it('is false on a visit with no favourite waiting', () => {
    expect(mayHavePendingFavorite()).toBe(false);
  });

  it('is true once a visitor asked for one, and leaves it to be read', () => {
    rememberPendingFavorite(501, '/findpolicy/policyNoticeDetails/501');
    expect(mayHavePendingFavorite()).toBe(true);
    expect(sessionStorage.getItem(PENDING_FAVORITE_KEY)).not.toBeNull();
  });
});
