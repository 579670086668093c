/** The spec's local-storage keys (§3). They are binding: other apps on the SSO host read the same keys. */
export const STORAGE_KEYS = {
  token: 'token',
  ssoToken: 'sso_token',
  ssoSecret: 'sso_secret',
  userinfo: 'userinfo',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const KEY_SET: ReadonlySet<string> = new Set(Object.values(STORAGE_KEYS));

export function isSessionStorageKey(key: string): key is StorageKey {
  return KEY_SET.has(key);
}
