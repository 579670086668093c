import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';

/** Wrong passwords one account may take within the window before it is locked. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failed logins one address may make (over any accounts) within the window before it is locked. */
export const ADDRESS_FAILURE_LIMIT = 20;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

type Entry = { failures: number[]; lockedUntil: number };

function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return seconds < 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分钟`;
}

/** A 429 whose message says how long to wait; the host adds `Retry-After`. */
export class LoginThrottledError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(reason: 'account' | 'address', waitMs: number) {
    const text = waitText(waitMs);
    super(429, reason === 'account' ? `登录失败次数过多，请 ${text}后再试` : `登录尝试过于频繁，请 ${text}后再试`);
    this.name = 'LoginThrottledError';
    this.retryAfterSeconds = Math.ceil(waitMs / 1000);
  }
}

/**
 * Counts failed logins per account (known or not: an unknown one locks the same way, so the lock
 * reveals nothing) and per client address. Reaching a limit locks for LOCK_WINDOW_MS, during which even
 * the right password is refused; a successful login clears the account's count.
 */
export class LoginThrottle {
  private readonly accounts = new Map<string, Entry>();
  private readonly addresses = new Map<string, Entry>();

  /** Throws LoginThrottledError while the account or the address is locked. */
  check(login: string, address: string, now: Date): void {
    const at = now.getTime();
    const account = this.accounts.get(accountKey(login));
    if (account && account.lockedUntil > at) throw new LoginThrottledError('account', account.lockedUntil - at);
    const client = this.addresses.get(address);
    if (client && client.lockedUntil > at) throw new LoginThrottledError('address', client.lockedUntil - at);
  }

  recordFailure(login: string, address: string, now: Date): void {
    const at = now.getTime();
    bump(this.accounts, accountKey(login), at, ACCOUNT_FAILURE_LIMIT);
    bump(this.addresses, address, at, ADDRESS_FAILURE_LIMIT);
  }

  recordSuccess(login: string): void {
    this.accounts.delete(accountKey(login));
  }
}

function accountKey(login: string): string {
  return login.trim().toLowerCase();
}

function bump(entries: Map<string, Entry>, key: string, at: number, limit: number): void {
  const entry = entries.get(key) ?? { failures: [], lockedUntil: 0 };
  entry.failures = entry.failures.filter((time) => time > at - LOCK_WINDOW_MS);
  entry.failures.push(at);
  if (entry.failures.length >= limit) {
    entry.lockedUntil = at + LOCK_WINDOW_MS;
    entry.failures = [];
  }
  entries.set(key, entry);
  // Forget quiet keys so a flood of made-up accounts cannot grow the maps without bound.
  if (entries.size > 10_000) {
    for (const [name, item] of entries) {
      if (item.lockedUntil <= at && item.failures.every((time) => time <= at - LOCK_WINDOW_MS)) entries.delete(name);
    }
  }
}

const throttles = new WeakMap<Db, LoginThrottle>();

/** Both hosts log users in against one database, so they share one throttle per database. */
export function loginThrottleFor(db: Db): LoginThrottle {
  let throttle = throttles.get(db);
  if (!throttle) {
    throttle = new LoginThrottle();
    throttles.set(db, throttle);
  }
  return throttle;
}
