import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_FAVORITE_KEY, PENDING_FAVORITE_TTL_MS, rememberPendingFavorite, takePendingFavorite } from './pending-favorite';

afterEach(() => sessionStorage.clear());

describe('pending favourite', () => {
  it('is remembered under pending-favorite and taken once', () => {
    rememberPendingFavorite(12, '/findpolicy/policyNoticeDetails/12', 1_000);
    expect(JSON.parse(sessionStorage.getItem(PENDING_FAVORITE_KEY) ?? '{}')).toMatchObject({ policyId: 12 });
    expect(takePendingFavorite(2_000)).toEqual({ policyId: 12, returnPath: '/findpolicy/policyNoticeDetails/12', createdAt: 1_000 });
    expect(takePendingFavorite(2_000)).toBeNull();
  });

  it('is forgotten when it is stale or malformed', () => {
    rememberPendingFavorite(12, '/findpolicy/policyNoticeDetails/12', 0);
    expect(takePendingFavorite(PENDING_FAVORITE_TTL_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(PENDING_FAVORITE_KEY)).toBeNull();
    sessionStorage.setItem(PENDING_FAVORITE_KEY, '{not json');
    expect(takePendingFavorite()).toBeNull();
    sessionStorage.setItem(PENDING_FAVORITE_KEY, JSON.stringify({ policyId: -3, returnPath: '/home', createdAt: Date.now() }));
    expect(takePendingFavorite()).toBeNull();
  });

  it('never returns to a place outside the app', () => {
    rememberPendingFavorite(5, 'https://evil.example/phish', 1_000);
    expect(takePendingFavorite(1_500)?.returnPath).toBe('/home');
    rememberPendingFavorite(5, '//evil.example', 1_000);
    expect(takePendingFavorite(1_500)?.returnPath).toBe('/home');
  });
});
