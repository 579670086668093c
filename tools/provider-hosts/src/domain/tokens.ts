import { randomBytes } from 'node:crypto';
import { HOUR_MS, addMs } from '../clock';
import type { Db } from '../db/database';
import { findUserById } from './users';
import type { User } from './users';

export const PORTAL_TOKEN_TTL_MS = 12 * HOUR_MS;

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export type IssuedToken = { token: string; expiresAt: Date };

/** One token serves the portal API and the SSO pages alike: both hosts share this table. */
export function issuePortalToken(db: Db, userId: number, now: Date): IssuedToken {
  const token = randomToken();
  const expiresAt = addMs(now, PORTAL_TOKEN_TTL_MS);
  db.prepare('INSERT INTO portal_tokens (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    token,
    userId,
    now.toISOString(),
    expiresAt.toISOString(),
  );
  return { token, expiresAt };
}

/** The token's user, or undefined when the token is unknown, revoked or expired. */
export function resolvePortalToken(db: Db, token: string, now: Date): User | undefined {
  const row = db
    .prepare('SELECT user_id FROM portal_tokens WHERE token = ? AND revoked_at IS NULL AND expires_at > ?')
    .get(token, now.toISOString()) as { user_id: number } | undefined;
  return row ? findUserById(db, row.user_id) : undefined;
}

export function revokePortalToken(db: Db, token: string, now: Date): boolean {
  const result = db
    .prepare('UPDATE portal_tokens SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL')
    .run(now.toISOString(), token);
  return result.changes > 0;
}
