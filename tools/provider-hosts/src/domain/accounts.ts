import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { loginThrottleFor } from './login-throttle';
import { revokeFeedSecret } from './calendar-feed';
import { createOrganization, createWiki, endNotesAccess, randomNotesId } from './notes';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByPhone, findUserForLogin, insertUser, isLoginTaken, withoutPassword } from './users';
import type { RegistrationType, User } from './users';

export type Registration = {
  phone: string;
  password: string;
  enterpriseName: string;
  userType: RegistrationType;
};

export const PHONE_TAKEN_MESSAGE = '该手机号已注册';
export const BAD_CREDENTIALS_MESSAGE = '账号或密码错误';

/** A new account can write materials straight away: it gets a personal notes space with one wiki. */
export function registerAccount(db: Db, input: Registration, now: Date): User {
  const enterpriseName = input.enterpriseName.trim();
  const passwordHash = hashPassword(input.password);
  try {
    return db.transaction(() => {
      if (isLoginTaken(db, input.phone)) throw new HttpError(409, PHONE_TAKEN_MESSAGE);
      const user = insertUser(
        db,
        {
          username: input.phone,
          phone: input.phone,
          passwordHash,
          nickName: enterpriseName,
          userType: input.userType,
          enterpriseName,
          notesEnabled: true,
        },
        now,
      );
      const organization = createOrganization(
        db,
        {
          id: randomNotesId('org'),
          name: `${enterpriseName}的个人空间`,
          description: '注册时自动创建的个人空间',
          ownerId: user.id,
          personal: true,
        },
        now,
      );
      createWiki(
        db,
        { id: randomNotesId('wiki'), organizationId: organization.id, name: '申报材料库', description: '存放申报材料草稿' },
        now,
      );
      return user;
    })();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE') {
      throw new HttpError(409, PHONE_TAKEN_MESSAGE);
    }
    throw error;
  }
}

let dummyHash: string | undefined;

/**
 * The user, or undefined for an unknown login or a wrong password (never saying which). An unknown login
 * is checked against a dummy hash, so both cost one scrypt and the answer time tells nothing.
 */
export async function authenticate(
  db: Db,
  login: string,
  password: string,
  verify: typeof verifyPassword = verifyPassword,
): Promise<User | undefined> {
  const user = findUserForLogin(db, login.trim());
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  const matches = await verify(password, user?.passwordHash ?? dummyHash);
  return user && matches ? withoutPassword(user) : undefined;
}

/** authenticate behind the login throttle: throws LoginThrottledError (429) while the account or address is locked. */
export async function throttledAuthenticate(db: Db, login: string, password: string, address: string, now: Date): Promise<User | undefined> {
  return loginThrottleFor(db).evaluate(login, address, now, () => authenticate(db, login, password));
}

/**
 * Sets a new password for the account with this phone and ends every credential it handed out (login tokens,
 * notes tokens and keys, the calendar feed's secret), so a reset also ends what an intruder may hold. False when
 * no account has the phone.
 */
export function resetPassword(db: Db, phone: string, password: string, now: Date): boolean {
  const user = findUserByPhone(db, phone);
  if (!user) return false;
  const passwordHash = hashPassword(password);
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, user.id);
    db.prepare('UPDATE portal_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now.toISOString(), user.id);
    endNotesAccess(db, { userId: user.id }, now);
    revokeFeedSecret(db, user.id);
  })();
  return true;
}
