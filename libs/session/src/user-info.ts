/** The stored `userinfo` object. Only `phone` is known from the spec; the rest is what the login answers. */
export type UserInfo = {
  phone?: string;
  userId?: string | number;
  username?: string;
  nickName?: string;
  userType?: 'enterprise' | 'org' | 'admin';
  [key: string]: unknown;
};

/** Parses stored user info; anything but a JSON object yields null so a corrupted entry never breaks a page. */
export function parseUserInfo(raw: string | null): UserInfo | null {
  if (raw === null || raw === '') {
    return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return null;
  }
  return value as UserInfo;
}
