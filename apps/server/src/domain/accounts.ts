import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../db/database';
import type { Db } from '../db/database';
import { displayName } from '../db/name-keys';
import { DomainError, TooManyAttemptsError, waitText } from '../shared/domain-error';
import { loginThrottleFor } from './login-throttle';
import { revokeFeedSecret } from './calendar-feed';
import { createOrganization, createWiki, endNotesAccess, randomNotesId } from './notes';
import { hashPassword, hashPasswordAsync, verifyPassword } from './passwords';
import { takeRatePlace } from './rate-limits';
import type { RateRule } from './rate-limits';
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
export const ENTERPRISE_NAME_TOO_SHORT_MESSAGE = '企业名称至少需要 2 个可见字符';

/** A personal notes space with one wiki for drafts: what the provider's notes app gives a phone it opens. */
export async function createPersonalNotesSpace(db: Db, userId: number, ownerName: string, description: string, now: Date): Promise<void> {
  const organization = await createOrganization(
      db,
      { id: randomNotesId('org'), name: `${ownerName}的个人空间`, description, ownerId: userId, personal: true },
      now,
    );
  await createWiki(db, { id: randomNotesId('wiki'), organizationId: organization.id, name: '申报材料库', description: '存放申报材料草稿' }, now);
}

/** Registrations (taken phones included) one address may attempt within the window. */
export const REGISTRATION_ADDRESS_LIMIT = 10;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
const REGISTRATIONS: RateRule = { scope: 'registration', limit: REGISTRATION_ADDRESS_LIMIT, windowMs: REGISTRATION_WINDOW_MS };
/**
 * No registration is answered sooner: a free phone costs a password hash (tens of ms), a taken one costs nothing,
 * and both are answered after this long, so the answer time does not tell them apart. Waiting is a timer, no work.
 */
export const REGISTRATION_ANSWER_FLOOR_MS = 300;

/** Takes one of the address's registration places before any work is done; a 429 with the wait when none is left. */
export async function throttleRegistration(db: Db, address: string, now: Date): Promise<void> {
  const waitMs = await takeRatePlace(db, REGISTRATIONS, address, now);
  if (waitMs !== undefined) throw new TooManyAttemptsError(`注册过于频繁，请 ${waitText(waitMs)}后再试`, waitMs);
}

export type RegisterOptions = {
  hash?: (password: string) => Promise<string>;
  /** REGISTRATION_ANSWER_FLOOR_MS unless a test asks otherwise. */
  answerFloorMs?: number;
};

/**
 * A new account can write materials straight away: it gets a personal notes space with one wiki. The phone is
 * checked before the password is hashed (off the event loop), and either answer waits for the same floor.
 */
export async function registerAccount(
  db: Db,
  input: Registration,
  now: Date,
  { hash = hashPasswordAsync, answerFloorMs = REGISTRATION_ANSWER_FLOOR_MS }: RegisterOptions = {},
): Promise<User> {
  const started = performance.now();
  try {
    // Kept and shown NFKC without invisible characters; what is left must still be a name.
    if ([...displayName(input.enterpriseName)].length < 2) throw new DomainError('invalid', ENTERPRISE_NAME_TOO_SHORT_MESSAGE);
    if (await isLoginTaken(db, input.phone)) throw new DomainError('conflict', PHONE_TAKEN_MESSAGE);
    return await createAccount(db, input, await hash(input.password), now);
  } finally {
    const rest = answerFloorMs - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
}

async function createAccount(db: Db, input: Registration, passwordHash: string, now: Date): Promise<User> {
  const enterpriseName = displayName(input.enterpriseName);
  try {
    return await db.transaction(async () => {
      // Again inside the transaction: another registration of the phone may have finished while this one hashed.
      if (await isLoginTaken(db, input.phone)) throw new DomainError('conflict', PHONE_TAKEN_MESSAGE);
      const user = await insertUser(
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
      await createPersonalNotesSpace(db, user.id, enterpriseName, '注册时自动创建的个人空间', now);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError('conflict', PHONE_TAKEN_MESSAGE);
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
  const user = await findUserForLogin(db, login.trim());
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  const matches = await verify(password, user?.passwordHash ?? dummyHash);
  return user && matches ? withoutPassword(user) : undefined;
}

/** authenticate behind the login throttle: throws LoginThrottledError (429) while the account or address is locked. */
export async function throttledAuthenticate(db: Db, login: string, password: string, address: string, now: Date): Promise<User | undefined> {
  return await loginThrottleFor(db).evaluate(login, address, now, async () => await authenticate(db, login, password));
}

/**
 * Sets a new password for the account with this phone and ends every credential it handed out (login tokens,
 * notes tokens and keys, the calendar feed's secret), so a reset also ends what an intruder may hold. False when
 * no account has the phone.
 */
export async function resetPassword(db: Db, phone: string, password: string, now: Date): Promise<boolean> {
  const user = await findUserByPhone(db, phone);
  if (!user) return false;
  const passwordHash = await hashPasswordAsync(password);
  await db.transaction(async () => {
    await db.run('UPDATE users SET password_hash = ? WHERE id = ?', passwordHash, user.id);
    await db.run('UPDATE portal_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', now.toISOString(), user.id);
    await endNotesAccess(db, { userId: user.id }, now);
    await revokeFeedSecret(db, user.id);
  });
  return true;
}
