import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import { TooManyRequestsError, waitText } from '../http/http-error';
import { ADDRESS_FAILURE_LIMIT, LOCK_WINDOW_MS } from './login-throttle';

/** What a code may be used for; a code sent for one never serves the other. */
export type SmsPurpose = 'login' | 'reset';

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
export class SmsThrottledError extends TooManyRequestsError {
  constructor(message: string, waitMs: number) {
    super(message, waitMs);
    this.name = 'SmsThrottledError';
  }
}

/**
 * `code` is null for a phone nobody has: the entry still exists and counts attempts, so a known and an
 * unknown phone answer alike at every step.
 */
type Entry = { code: string | null; expiresAt: number; failures: number };

/** Sends, per phone and per address, and the per-address wrong codes: timestamps within their window. */
type Times = Map<string, number[]>;

function recent(times: Times, key: string, since: number): number[] {
  const kept = (times.get(key) ?? []).filter((time) => time > since);
  if (kept.length > 0) times.set(key, kept);
  else times.delete(key);
  return kept;
}

/**
 * The stand-in's SMS codes, kept in memory like the login throttle (a code outlives no restart, which is
 * what a 5-minute code needs).
 */
export class SmsCodes {
  private readonly entries = new Map<string, Entry>();
  private readonly phoneSends: Times = new Map();
  private readonly addressSends: Times = new Map();
  private readonly addressFailures: Times = new Map();
  private readonly lastSent = new Map<string, string>();

  /**
   * Starts a new code for the phone (replacing any earlier one of that purpose) and returns it, or null
   * when `registered` is false (nothing is sent). Throws SmsThrottledError past a send limit; the limits
   * apply to unknown phones too.
   */
  issue(purpose: SmsPurpose, phone: string, address: string, registered: boolean, now: Date): string | null {
    const at = now.getTime();
    const phoneTimes = recent(this.phoneSends, phone, at - SMS_SEND_WINDOW_MS);
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
    const addressTimes = recent(this.addressSends, address, at - SMS_SEND_WINDOW_MS);
    const [firstOfAddress] = addressTimes;
    if (firstOfAddress !== undefined && addressTimes.length >= ADDRESS_SEND_LIMIT) {
      const wait = firstOfAddress + SMS_SEND_WINDOW_MS - at;
      throw new SmsThrottledError(`获取验证码过于频繁，请 ${waitText(wait)}后再试`, wait);
    }
    this.phoneSends.set(phone, [...phoneTimes, at]);
    this.addressSends.set(address, [...addressTimes, at]);
    const code = registered ? String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0') : null;
    this.entries.set(`${purpose}:${phone}`, { code, expiresAt: at + SMS_CODE_TTL_MS, failures: 0 });
    // Forget expired codes so made-up phones cannot grow the map without bound.
    if (this.entries.size > 10_000) {
      for (const [name, item] of this.entries) if (item.expiresAt <= at) this.entries.delete(name);
    }
    if (code) this.lastSent.set(phone, code);
    return code;
  }

  /**
   * Checks a code and uses it up on success. Throws SmsThrottledError while the address has entered too
   * many wrong codes (over any phones) within the login lock window.
   */
  verify(purpose: SmsPurpose, phone: string, code: string, address: string, now: Date): SmsVerification {
    const at = now.getTime();
    const failures = recent(this.addressFailures, address, at - LOCK_WINDOW_MS);
    const [firstFailure] = failures;
    if (firstFailure !== undefined && failures.length >= ADDRESS_FAILURE_LIMIT) {
      const wait = firstFailure + LOCK_WINDOW_MS - at;
      throw new SmsThrottledError(`验证码尝试过于频繁，请 ${waitText(wait)}后再试`, wait);
    }
    const key = `${purpose}:${phone}`;
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= at) {
      this.entries.delete(key);
      return 'expired';
    }
    if (entry.code !== null && entry.code === code) {
      this.entries.delete(key);
      return 'ok';
    }
    this.addressFailures.set(address, [...failures, at]);
    entry.failures += 1;
    if (entry.failures >= SMS_CODE_ATTEMPT_LIMIT) {
      this.entries.delete(key);
      return 'exhausted';
    }
    return 'wrong';
  }

  /** The last code sent to the phone, for tests only (the test hook; see docs/decisions). */
  lastCodeFor(phone: string): string | undefined {
    return this.lastSent.get(phone);
  }
}

const stores = new WeakMap<Db, SmsCodes>();

/** One store per database, like the login throttle, so every host over one database sees the same codes. */
export function smsCodesFor(db: Db): SmsCodes {
  let store = stores.get(db);
  if (!store) {
    store = new SmsCodes();
    stores.set(db, store);
  }
  return store;
}
