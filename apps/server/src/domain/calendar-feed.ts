import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * The calendar feed's secret: calendar apps fetch the feed without the session, so the URL's secret is
 * the only credential. It is 32 random bytes (base64url, 43 characters), stored only as its SHA-256,
 * shown once when made, and replaced or deleted by its owner; one per user.
 */
export const FEED_SECRET_BYTES = 32;

export function hashFeedSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Makes a new secret for the user, replacing (and so revoking) the previous one. */
export async function createFeedSecret(db: Db, userId: number, now: Date): Promise<{ secret: string; createdAt: string }> {
  const secret = randomBytes(FEED_SECRET_BYTES).toString('base64url');
  const createdAt = now.toISOString();
  await db.run(`INSERT INTO calendar_feed_secrets (user_id, secret_hash, created_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET secret_hash = excluded.secret_hash, created_at = excluded.created_at`, userId, hashFeedSecret(secret), createdAt);
  return { secret, createdAt };
}

export async function revokeFeedSecret(db: Db, userId: number): Promise<void> {
  await db.run('DELETE FROM calendar_feed_secrets WHERE user_id = ?', userId);
}

export async function feedSecretStatus(db: Db, userId: number): Promise<{ active: boolean; createdAt: string | null }> {
  const row = (await db.get('SELECT created_at FROM calendar_feed_secrets WHERE user_id = ?', userId)) as { created_at: string } | undefined;
  return { active: row !== undefined, createdAt: row?.created_at ?? null };
}

/** The owner of a secret, or undefined for an unknown, replaced or revoked one. */
export async function feedOwner(db: Db, secret: string): Promise<number | undefined> {
  const row = (await db.get('SELECT user_id FROM calendar_feed_secrets WHERE secret_hash = ?', hashFeedSecret(secret))) as { user_id: number } | undefined;
  return row?.user_id;
}

export function feedPath(secret: string): string {
  return `/api/calendar/feed/${secret}.ics`;
}
