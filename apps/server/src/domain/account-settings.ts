import type { PortalSchemas } from '@smes/contract-types';
import { isUniqueViolation } from '../db/database';
import type { Db } from '../db/database';
import { DomainError } from '../shared/domain-error';
import { loginThrottleFor } from './login-throttle';
import { endNotesAccess } from './notes';
import { hashPasswordAsync, verifyPassword } from './passwords';
import { findUserById, isLoginTaken } from './users';
import type { User } from './users';
import { PHONE_TAKEN_MESSAGE, createPersonalNotesSpace } from './accounts';
import { SMS_CODE_TTL_MS, SMS_RESEND_INTERVAL_MS, SMS_VERIFICATION_MESSAGES, smsCodesFor } from './sms-codes';

export const WRONG_CURRENT_PASSWORD_MESSAGE = '当前密码不正确';
export const SAME_PASSWORD_MESSAGE = '新密码不能与当前密码相同';
export const SAME_PHONE_MESSAGE = '新手机号与当前手机号相同';

/**
 * Checks the account's current password behind the login throttle: a stolen session must not become a way
 * to guess the password without limit, so a wrong one counts as a failed login of that account and address.
 */
async function requireCurrentPassword(db: Db, user: User, password: string, address: string, now: Date): Promise<void> {
  const verified = await loginThrottleFor(db).evaluate(user.username, address, now, async () => {
    const stored = (await db.get('SELECT password_hash FROM users WHERE id = ?', user.id)) as { password_hash: string } | undefined;
    return stored && (await verifyPassword(password, stored.password_hash)) ? true : undefined;
  });
  if (!verified) throw new DomainError('invalid', WRONG_CURRENT_PASSWORD_MESSAGE);
}


/**
 * Starts the code that proves the account holds the phone it wants to log in with. Only a phone nobody logs in
 * with is "sent" one, but a taken phone is answered alike (the SMS send limits count it too), so this call cannot
 * list registered phones; changePhone, behind the current password, says 409. Answers the code (null when nothing
 * was sent) for the host to "send" by logging it.
 */
export async function startPhoneBinding(db: Db, user: User, phone: string, address: string, now: Date): Promise<{ code: string | null; sent: PortalSchemas['PhoneCodeSent'] }> {
  if (phone === user.phone) throw new DomainError('invalid', SAME_PHONE_MESSAGE);
  const code = await smsCodesFor(db).issue('bind', phone, address, !await isLoginTaken(db, phone), now);
  return { code, sent: { resendAfterSeconds: SMS_RESEND_INTERVAL_MS / 1000, validMinutes: SMS_CODE_TTL_MS / 60_000 } };
}

export type PhoneChange = { currentPassword: string; phone: string; smsCode: string };

/**
 * Binds the phone (an account without one) or moves the login to it: the account logs in with the new phone from
 * now on (the old one no longer works). The current password proves the person, the code sent to the phone proves
 * the number; 409 when another account has it.
 */
export async function changePhone(db: Db, user: User, change: PhoneChange, address: string, now: Date): Promise<User> {
  await requireCurrentPassword(db, user, change.currentPassword, address, now);
  if (change.phone === user.phone) throw new DomainError('invalid', SAME_PHONE_MESSAGE);
  if (await isLoginTaken(db, change.phone)) throw new DomainError('conflict', PHONE_TAKEN_MESSAGE);
  const verified = await smsCodesFor(db).verify('bind', change.phone, change.smsCode, address, now);
  if (verified !== 'ok') throw new DomainError('invalid', SMS_VERIFICATION_MESSAGES[verified]);
  try {
    await db.transaction(async () => {
      if (await isLoginTaken(db, change.phone)) throw new DomainError('conflict', PHONE_TAKEN_MESSAGE);
      // A username that was the old phone (self-registered accounts) follows it, so the old number stops logging in.
      await db.run('UPDATE users SET phone = @phone, username = CASE WHEN username = phone THEN @phone ELSE username END WHERE id = @id', {
        phone: change.phone,
        id: user.id,
      });
      // A first phone opens the notes app for the account, as registering with one does: 撰写材料 works from now on.
      if (!user.phone && !user.notesEnabled) {
        await db.run('UPDATE users SET notes_enabled = 1 WHERE id = ?', user.id);
        await createPersonalNotesSpace(db, user.id, user.enterpriseName ?? user.nickName, '绑定手机号时自动创建的个人空间', now);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', PHONE_TAKEN_MESSAGE);
    throw error;
  }
  const updated = await findUserById(db, user.id);
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
  if (change.newPassword.normalize('NFKC') === change.currentPassword.normalize('NFKC')) throw new DomainError('invalid', SAME_PASSWORD_MESSAGE);
  const passwordHash = await hashPasswordAsync(change.newPassword);
  await db.transaction(async () => {
    await db.run('UPDATE users SET password_hash = ? WHERE id = ?', passwordHash, user.id);
    await db.run('UPDATE portal_tokens SET revoked_at = ? WHERE user_id = ? AND token <> ? AND revoked_at IS NULL', now.toISOString(), user.id, keepToken);
    // Notes opened from any session, this one too: it may have been opened by whoever had the old password.
    await endNotesAccess(db, { userId: user.id }, now);
  });
}

/** 退出所有设备: every portal token of the account (this one too), its notes tokens and unused notes keys. Answers how many portal tokens were still live. */
export async function logoutEverywhere(db: Db, userId: number, now: Date): Promise<number> {
  const at = now.toISOString();
  return await db.transaction(async () => {
    const revoked = (await db.run('UPDATE portal_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?', at, userId, at)).changes;
    await db.run('UPDATE portal_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', at, userId);
    await endNotesAccess(db, { userId }, now);
    return revoked;
  });
}
