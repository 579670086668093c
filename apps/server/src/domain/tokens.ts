import { randomBytes } from 'node:crypto';
import { HOUR_MS, MINUTE_MS, addMs } from '../clock';
import { PREPARED } from '../db/database';
import type { Db } from '../db/database';
import { findUserById, userColumns, userOfRow } from './users';
import type { User, UserRow } from './users';

export const PORTAL_TOKEN_TTL_MS = 12 * HOUR_MS;
/** How long the hand-off an SSO redirect puts in the address may wait for its one exchange. */
export const HANDOFF_TOKEN_TTL_MS = MINUTE_MS;

/**
 * session: the bearer the apps send; sso: the SSO host's own sign-in, held only in its HttpOnly cookie;
 * handoff: what an SSO redirect carries in the address (spec §4), exchanged once for a session.
 */
export type TokenPurpose = 'session' | 'sso' | 'handoff';

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export type IssuedToken = { token: string; expiresAt: Date };

/**
 * One token serves the portal API and the SSO pages alike: both hosts share this table. `chain` names the sign-in
 * a token descends from: an SSO host session, every hand-off it gives out and every app session exchanged from
 * them share it, so signing out of one app can end them all (a login straight through the API has none).
 */
export async function issuePortalToken(db: Db, userId: number, now: Date, purpose: TokenPurpose = 'session', chain: string | null = null): Promise<IssuedToken> {
  const token = randomToken();
  const expiresAt = addMs(now, purpose === 'handoff' ? HANDOFF_TOKEN_TTL_MS : PORTAL_TOKEN_TTL_MS);
  await db.run(
    'INSERT INTO portal_tokens (token, user_id, created_at, expires_at, purpose, chain) VALUES (?, ?, ?, ?, ?, ?)',
    token,
    userId,
    now.toISOString(),
    expiresAt.toISOString(),
    purpose,
    chain,
  );
  return { token, expiresAt };
}

/** A new sign-in on the SSO host: its session, whose chain every token handed out from it will carry. */
export async function startSsoSession(db: Db, userId: number, now: Date): Promise<IssuedToken & { chain: string }> {
  const chain = randomToken();
  return { ...(await issuePortalToken(db, userId, now, 'sso', chain)), chain };
}

/** The SSO host's live session behind its cookie, with its chain. */
export async function resolveSsoSession(db: Db, token: string, now: Date): Promise<{ user: User; chain: string | null } | undefined> {
  const row = (await db.get(
    "SELECT user_id, chain FROM portal_tokens WHERE token = ? AND purpose = 'sso' AND revoked_at IS NULL AND expires_at > ?",
    token,
    now.toISOString(),
  )) as { user_id: number; chain: string | null } | undefined;
  const user = row ? await findUserById(db, row.user_id) : undefined;
  return user && row ? { user, chain: row.chain } : undefined;
}

/**
 * The token's user, or undefined when the token is unknown, revoked, expired or not of `purpose`: a hand-off
 * read from an address, or the SSO host's cookie, is never a bearer.
 */
export async function resolvePortalToken(db: Db, token: string, now: Date, purpose: TokenPurpose = 'session'): Promise<User | undefined> {
  // With its user in one statement: every signed-in request resolves its bearer first (two round trips were).
  const row = await db.get<UserRow>(
    `${PREPARED} SELECT ${userColumns('u')} FROM portal_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token = ? AND t.purpose = ? AND t.revoked_at IS NULL AND t.expires_at > ?`,
    token,
    purpose,
    now.toISOString(),
  );
  return row ? userOfRow(row) : undefined;
}

/**
 * Spends a hand-off: the first exchange within its minute gets a fresh session, every later one (another
 * browser replaying the address, a proxy log, a referrer) gets nothing. Spent in the same statement that checks
 * it, so two exchanges racing each other cannot both win.
 */
export async function exchangeHandoffToken(db: Db, token: string, now: Date): Promise<{ user: User; session: IssuedToken } | undefined> {
  return await db.transaction(async () => {
    const at = now.toISOString();
    const row = (await db.get(
      "UPDATE portal_tokens SET revoked_at = ? WHERE token = ? AND purpose = 'handoff' AND revoked_at IS NULL AND expires_at > ? RETURNING user_id, chain",
      at,
      token,
      at,
    )) as { user_id: number; chain: string | null } | undefined;
    const user = row ? await findUserById(db, row.user_id) : undefined;
    return user && row ? { user, session: await issuePortalToken(db, user.id, now, 'session', row.chain) } : undefined;
  });
}

/**
 * Signing out ends the whole sign-in the token belongs to: the token itself and, when it came through the SSO host,
 * the host's session, its unspent hand-offs and the other app's session exchanged from them, so no app stays signed
 * in after 退出登录 in another. Answers the session tokens it ended (their notes access ends with them).
 */
export async function revokeSignInChain(db: Db, token: string, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const row = (await db.get('SELECT chain FROM portal_tokens WHERE token = ?', token)) as { chain: string | null } | undefined;
  if (!row) return [];
  const revoked = (
    row.chain === null
      ? await db.all('UPDATE portal_tokens SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL RETURNING token, purpose', at, token)
      : await db.all('UPDATE portal_tokens SET revoked_at = ? WHERE chain = ? AND revoked_at IS NULL RETURNING token, purpose', at, row.chain)
  ) as { token: string; purpose: TokenPurpose }[];
  return revoked.filter((entry) => entry.purpose === 'session').map((entry) => entry.token);
}
