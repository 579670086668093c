import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import { TooManyAttemptsError, waitText } from '../shared/domain-error';
import { ADDRESS_FAILURE_LIMIT, LOCK_WINDOW_MS } from './login-throttle';
import { hashPasswordAsync, verifyPassword } from './passwords';

/** What a code may be used for; a code sent for one never serves another. */
export type SmsPurpose = 'login' | 'reset' | 'bind';

/** How the log line ("sending" the SMS) names each purpose. */
const SMS_PURPOSE_TEXT: Record<SmsPurpose, string> = { login: '登录', reset: '重置密码', bind: '绑定手机号' };

/** The stand-in "sends" a code by logging this line (ADR 11); the e2e test hook reads the code from the store. */
export function smsLogLine(phone: string, purpose: SmsPurpose, code: string): string {
  return `[短信] 发往 ${phone} 的${SMS_PURPOSE_TEXT[purpose]}验证码：${code}（5 分钟内有效；演示环境只写入日志）`;
}

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong entries one code survives; the last of them kills it. */
export const SMS_CODE_ATTEMPT_LIMIT = 5;
/** Least time between two codes to one phone. */
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
export const SMS_SEND_WINDOW_MS = 60 * 60 * 1000;
/** Codes one phone may be sent within the window. */
export const PHONE_SEND_LIMIT = 5;
/** Codes one address may request (over any phones) within the window. */
export const ADDRESS_SEND_LIMIT = 20;

export const SMS_CODE_WRONG_MESSAGE = '验证码错误，请重新输入';
export const SMS_CODE_EXPIRED_MESSAGE = '验证码已失效，请重新获取';
export const SMS_CODE_EXHAUSTED_MESSAGE = '验证码错误次数过多，请重新获取';

export type SmsVerification = 'ok' | 'wrong' | 'expired' | 'exhausted';

export const SMS_VERIFICATION_MESSAGES: Record<Exclude<SmsVerification, 'ok'>, string> = {
  wrong: SMS_CODE_WRONG_MESSAGE,
  expired: SMS_CODE_EXPIRED_MESSAGE,
  exhausted: SMS_CODE_EXHAUSTED_MESSAGE,
};

/** A 429 whose message says how long to wait. */
export class SmsThrottledError extends TooManyAttemptsError {
  constructor(message: string, waitMs: number) {
    super(message, waitMs);
    this.name = 'SmsThrottledError';
  }
}

/**
 * A code as stored: `code_hash` is null for a phone nobody has (nothing was sent, but the entry still counts
 * attempts, so a known and an unknown phone answer alike at every step). Times are epoch milliseconds.
 */
type CodeRow = { code_hash: string | null; expires_at: number; failures: number };

let dummyHash: string | undefined;

/** A hash no code matches, checked for a phone nobody has, so both cost one scrypt and the time tells nothing. */
async function noCodeHash(): Promise<string> {
  dummyHash ??= await hashPasswordAsync(randomBytes(16).toString('base64url'));
  return dummyHash;
}

function newCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** Times (epoch ms) of the rows of `table` whose `column` is `value`, within the window, oldest first. */
async function recent(db: Db, table: 'sms_sends' | 'sms_failures', column: 'phone' | 'address', value: string, since: number): Promise<number[]> {
  const rows = (await db.all(`SELECT at FROM ${table} WHERE ${column} = ? AND at > ? ORDER BY at`, value, since)) as { at: number }[];
  return rows.map((row) => row.at);
}

/** The last code each phone was sent, per database: for the test hook and the tests only (the table keeps hashes). */
const lastSent = new WeakMap<Db, Map<string, string>>();

/**
 * The SMS codes, in the database (ADR 63): every instance behind a balancer checks a code another one sent, and
 * counts the same sends and wrong entries. A code is stored as a salted scrypt hash (passwords.ts), so a reader
 * of the database cannot use a live code: a million candidates at ~50 ms each outlast a 5-minute code.
 */
export class SmsCodes {
  constructor(private readonly db: Db) {}

  /**
   * Starts a new code for the phone (replacing any earlier one of that purpose) and returns it, or null
   * when `registered` is false (nothing is sent). Throws SmsThrottledError past a send limit; the limits
   * apply to unknown phones too.
   */
  async issue(purpose: SmsPurpose, phone: string, address: string, registered: boolean, now: Date): Promise<string | null> {
    const { db } = this;
    const at = now.getTime();
    const since = at - SMS_SEND_WINDOW_MS;
    const code = await db.transaction(async () => {
      const phoneTimes = await recent(db, 'sms_sends', 'phone', phone, since);
      const last = phoneTimes.at(-1);
      if (last !== undefined && at - last < SMS_RESEND_INTERVAL_MS) {
        const wait = SMS_RESEND_INTERVAL_MS - (at - last);
        throw new SmsThrottledError(`验证码发送过于频繁，请 ${waitText(wait)}后再获取`, wait);
      }
      const [firstOfPhone] = phoneTimes;
      if (firstOfPhone !== undefined && phoneTimes.length >= PHONE_SEND_LIMIT) {
        const wait = firstOfPhone + SMS_SEND_WINDOW_MS - at;
        throw new SmsThrottledError(`该手机号获取验证码次数过多，请 ${waitText(wait)}后再试`, wait);
      }
      const addressTimes = await recent(db, 'sms_sends', 'address', address, since);
      const [firstOfAddress] = addressTimes;
      if (firstOfAddress !== undefined && addressTimes.length >= ADDRESS_SEND_LIMIT) {
        const wait = firstOfAddress + SMS_SEND_WINDOW_MS - at;
        throw new SmsThrottledError(`获取验证码过于频繁，请 ${waitText(wait)}后再试`, wait);
      }
      // Sends that left the window, and codes that expired (made-up phones among them), are forgotten.
      await db.run('DELETE FROM sms_sends WHERE at <= ? AND (phone = ? OR address = ?)', since, phone, address);
      await db.run('DELETE FROM sms_codes WHERE expires_at <= ?', at);
      await db.run('INSERT INTO sms_sends (phone, address, at) VALUES (?, ?, ?)', phone, address, at);
      // Hashed for an unknown phone too, which stores none: both cost the same.
      const issued = newCode();
      const hash = await hashPasswordAsync(issued);
      await db.run(
        `INSERT INTO sms_codes (purpose, phone, code_hash, expires_at, failures) VALUES (?, ?, ?, ?, 0)
         ON CONFLICT (purpose, phone) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, failures = 0`,
        purpose,
        phone,
        registered ? hash : null,
        at + SMS_CODE_TTL_MS,
      );
      return registered ? issued : null;
    });
    if (code) {
      let codes = lastSent.get(db);
      if (!codes) lastSent.set(db, (codes = new Map()));
      codes.set(phone, code);
    }
    return code;
  }

  /**
   * Checks a code and uses it up on success: of two requests with the right code, one gets 'ok'. Throws
   * SmsThrottledError while the address has entered too many wrong codes (over any phones) within the login
   * lock window.
   */
  async verify(purpose: SmsPurpose, phone: string, code: string, address: string, now: Date): Promise<SmsVerification> {
    const { db } = this;
    const at = now.getTime();
    const failures = await recent(db, 'sms_failures', 'address', address, at - LOCK_WINDOW_MS);
    const [firstFailure] = failures;
    if (firstFailure !== undefined && failures.length >= ADDRESS_FAILURE_LIMIT) {
      const wait = firstFailure + LOCK_WINDOW_MS - at;
      throw new SmsThrottledError(`验证码尝试过于频繁，请 ${waitText(wait)}后再试`, wait);
    }
    const row = (await db.get('SELECT code_hash, expires_at, failures FROM sms_codes WHERE purpose = ? AND phone = ?', purpose, phone)) as CodeRow | undefined;
    if (!row || row.expires_at <= at) {
      if (row) await db.run('DELETE FROM sms_codes WHERE purpose = ? AND phone = ? AND expires_at <= ?', purpose, phone, at);
      return 'expired';
    }
    const matches = await verifyPassword(code, row.code_hash ?? (await noCodeHash()));
    if (row.code_hash !== null && matches) {
      // Only the request that deletes it uses it: a concurrent one with the same code finds it gone.
      const used = await db.get('DELETE FROM sms_codes WHERE purpose = ? AND phone = ? AND code_hash = ? RETURNING phone', purpose, phone, row.code_hash);
      return used ? 'ok' : 'expired';
    }
    await db.run('DELETE FROM sms_failures WHERE address = ? AND at <= ?', address, at - LOCK_WINDOW_MS);
    await db.run('INSERT INTO sms_failures (address, at) VALUES (?, ?)', address, at);
    const counted = (await db.get(
      'UPDATE sms_codes SET failures = failures + 1 WHERE purpose = ? AND phone = ? AND code_hash IS NOT DISTINCT FROM ? RETURNING failures',
      purpose,
      phone,
      row.code_hash,
    )) as { failures: number } | undefined;
    if (!counted) return 'expired';
    if (counted.failures >= SMS_CODE_ATTEMPT_LIMIT) {
      await db.run('DELETE FROM sms_codes WHERE purpose = ? AND phone = ? AND code_hash IS NOT DISTINCT FROM ?', purpose, phone, row.code_hash);
      return 'exhausted';
    }
    return 'wrong';
  }

  /** The last code sent to the phone through this process, for tests only (the test hook; see docs/decisions). */
  lastCodeFor(phone: string): string | undefined {
    return lastSent.get(this.db)?.get(phone);
  }
}

/** The codes of a database: every host and every instance over one database sees the same codes. */
export function smsCodesFor(db: Db): SmsCodes {
  return new SmsCodes(db);
}
