import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { loginThrottleFor } from './login-throttle';
import { endNotesAccess } from './notes';
import { hashPasswordAsync, verifyPassword } from './passwords';
import { findUserById, isLoginTaken } from './users';
import type { User } from './users';
import { PHONE_TAKEN_MESSAGE } from './accounts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = '当前密码不正确';
export const SAME_PASSWORD_MESSAGE = '新密码不能与当前密码相同';
export const SAME_PHONE_MESSAGE = '新手机号与当前手机号相同';

/**
 * Checks the account's current password behind the login throttle: a stolen session must not become a way
 * to guess the password without limit, so a wrong one counts as a failed login of that account and address.
 */
async function requireCurrentPassword(db: Db, user: User, password: string, address: string, now: Date): Promise<void> {
  const verified = await loginThrottleFor(db).evaluate(user.username, address, now, async () => {
    const stored = db.prepare('SELECT password_hash FROM users WHERE id = ?').get(user.id) as { password_hash: string } | undefined;
    return stored && (await verifyPassword(password, stored.password_hash)) ? true : undefined;
  });
  if (!verified) throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE);
}

export type PhoneChange = { currentPassword: string; phone: string };

/** The account logs in with the new phone from now on (the old one no longer works); 409 when another account has it. */
export async function changePhone(db: Db, user: User, change: PhoneChange, address: string, now: Date): Promise<User> {
  await requireCurrentPassword(db, user, change.currentPassword, address, now);
  if (change.phone === user.phone) throw new HttpError(400, SAME_PHONE_MESSAGE);
  try {
    db.transaction(() => {
      if (isLoginTaken(db, change.phone)) throw new HttpError(409, PHONE_TAKEN_MESSAGE);
      // A username that was the old phone (self-registered accounts) follows it, so the old number stops logging in.
      db.prepare('UPDATE users SET phone = @phone, username = CASE WHEN username = phone THEN @phone ELSE username END WHERE id = @id').run({
        phone: change.phone,
        id: user.id,
      });
    })();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE') throw new HttpError(409, PHONE_TAKEN_MESSAGE);
    throw error;
  }
  const updated = findUserById(db, user.id);
  if (!updated) throw new Error('changed user vanished');
  return updated;
}

export type PasswordChange = { currentPassword: string; newPassword: string };

/**
 * Sets the new password and revokes every other login token of the account and all its notes tokens and keys:
 * whoever else held a session (the reason people change a password) is out; the device that made the change
 * stays logged in and opens notes afresh.
 */
export async function changePassword(db: Db, user: User, keepToken: string, change: PasswordChange, address: string, now: Date): Promise<void> {
  await requireCurrentPassword(db, user, change.currentPassword, address, now);
  if (change.newPassword.normalize('NFKC') === change.currentPassword.normalize('NFKC')) throw new HttpError(400, SAME_PASSWORD_MESSAGE);
  const passwordHash = await hashPasswordAsync(change.newPassword);
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, user.id);
    db.prepare('UPDATE portal_tokens SET revoked_at = ? WHERE user_id = ? AND token <> ? AND revoked_at IS NULL').run(now.toISOString(), user.id, keepToken);
    // Notes opened from any session, this one too: it may have been opened by whoever had the old password.
    endNotesAccess(db, { userId: user.id }, now);
  })();
}

/** 退出所有设备: every portal token of the account (this one too), its notes tokens and unused notes keys. Answers how many portal tokens were still live. */
export function logoutEverywhere(db: Db, userId: number, now: Date): number {
  const at = now.toISOString();
  return db.transaction(() => {
    const revoked = db.prepare('UPDATE portal_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?').run(at, userId, at).changes;
    db.prepare('UPDATE portal_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(at, userId);
    endNotesAccess(db, { userId }, now);
    return revoked;
  })();
}
