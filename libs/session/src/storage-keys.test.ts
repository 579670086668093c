import { describe, expect, it } from 'vitest';
import { isSessionStorageKey, STORAGE_KEYS } from './storage-keys';

describe('STORAGE_KEYS', () => {
  it('are exactly the spec keys', () => {
    expect(STORAGE_KEYS).toEqual({ token: 'token', ssoToken: 'sso_token', ssoSecret: 'sso_secret', userinfo: 'userinfo' });
  });

  it('recognises only those keys', () => {
    expect(['token', 'sso_token', 'sso_secret', 'userinfo', 'other'].map(isSessionStorageKey)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
