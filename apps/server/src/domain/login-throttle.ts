import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { TooManyAttemptsError, waitText } from '../shared/domain-error';

/** Password checks one account may take within the window; the last failure of them locks it. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Password checks one address may make (over any accounts) within the window; the last failure of them locks it. */
export const ADDRESS_FAILURE_LIMIT = 20;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

type Scope = 'account' | 'address';

/** A 429 whose message says how long to wait. */
export class LoginThrottledError extends TooManyAttemptsError {
  constructor(reason: Scope, waitMs: number) {
    const text = waitText(waitMs);
    super(reason === 'account' ? `登录失败次数过多，请 ${text}后再试` : `登录尝试过于频繁，请 ${text}后再试`, waitMs);
    this.name = 'LoginThrottledError';
  }
}

/** One spelling per account: `13800138000`, ` ZhangSan ` and its full-width form count as one. */
export function accountKey(login: string): string {
  return login.normalize('NFKC').trim().toLowerCase();
}

const SCOPES = ['account', 'address'] as const;
const LIMITS: Record<Scope, number> = { account: ACCOUNT_FAILURE_LIMIT, address: ADDRESS_FAILURE_LIMIT };

/**
 * Password checks per account (known or not: an unknown one locks the same way, so the lock reveals nothing)
 * and per client address, kept in the database (both hosts and every server process over it share them).
 *
 * Each check is reserved before its hash is computed, in one transaction with the count, so requests in
 * flight count too: within a window at most ACCOUNT_FAILURE_LIMIT checks of an account and
 * ADDRESS_FAILURE_LIMIT of an address are ever evaluated, however many arrive at once. A failure keeps its
 * place; reaching a limit in failures locks for LOCK_WINDOW_MS, during which even the right password is
 * refused. A success frees its place and clears the account's failures.
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  /**
   * Reserves a place, runs the check and records its outcome: `undefined` is a failure. Throws
   * LoginThrottledError (429) without running the check while the account or the address is locked or
   * has no place left. A check that throws gives its place back.
   */
  async evaluate<T>(login: string, address: string, now: Date, check: () => Promise<T | undefined> | T | undefined): Promise<T | undefined> {
    const keys: Record<Scope, string> = { account: accountKey(login), address };
    const attempt = await this.reserve(keys, now);
    let outcome: T | undefined;
    try {
      outcome = await check();
    } catch (error) {
      await this.db.run('DELETE FROM login_attempts WHERE attempt = ?', attempt);
      throw error;
    }
    if (outcome === undefined) await this.fail(attempt, keys, now);
    else await this.succeed(attempt, keys.account);
    return outcome;
  }

  /** Ends the account's lock and failures (its owner proved who they are another way: an SMS reset). */
  async clearAccount(login: string): Promise<void> {
    const account = accountKey(login);
    await this.db.transaction(async () => {
      await this.db.run("DELETE FROM login_locks WHERE scope = 'account' AND key = ?", account);
      await this.db.run("DELETE FROM login_attempts WHERE scope = 'account' AND key = ? AND failed = 1", account);
    });
  }

  /** One row per scope, so a lock that ends an address's count leaves the accounts' counts alone. */
  private async reserve(keys: Record<Scope, string>, now: Date): Promise<string> {
    const at = now.toISOString();
    const since = new Date(now.getTime() - LOCK_WINDOW_MS).toISOString();
    return await this.db.transaction(async () => {
      // Forget what no longer counts, so made-up accounts cannot grow the tables without bound.
      await this.db.run('DELETE FROM login_attempts WHERE at <= ?', since);
      await this.db.run('DELETE FROM login_locks WHERE until <= ?', at);
      for (const scope of SCOPES) {
        const lock = (await this.db.get('SELECT until FROM login_locks WHERE scope = ? AND key = ?', scope, keys[scope])) as { until: string } | undefined;
        if (lock) throw new LoginThrottledError(scope, Date.parse(lock.until) - now.getTime());
        const { taken, oldest } = (await this.db.get('SELECT COUNT(*) AS taken, MIN(at) AS oldest FROM login_attempts WHERE scope = ? AND key = ? AND at > ?', scope, keys[scope], since)) as { taken: number; oldest: string | null };
        if (taken >= LIMITS[scope]) throw new LoginThrottledError(scope, Date.parse(oldest ?? at) + LOCK_WINDOW_MS - now.getTime());
      }
      const attempt = randomUUID();
      for (const scope of SCOPES) {
        await this.db.run('INSERT INTO login_attempts (attempt, scope, key, at, failed) VALUES (?, ?, ?, ?, 0)', attempt, scope, keys[scope], at);
      }
      return attempt;
    });
  }

  private async fail(attempt: string, keys: Record<Scope, string>, now: Date): Promise<void> {
    const since = new Date(now.getTime() - LOCK_WINDOW_MS).toISOString();
    const until = new Date(now.getTime() + LOCK_WINDOW_MS).toISOString();
    await this.db.transaction(async () => {
      await this.db.run('UPDATE login_attempts SET failed = 1 WHERE attempt = ?', attempt);
      for (const scope of SCOPES) {
        const { failures } = (await this.db.get('SELECT COUNT(*) AS failures FROM login_attempts WHERE scope = ? AND key = ? AND failed = 1 AND at > ?', scope, keys[scope], since)) as { failures: number };
        if (failures < LIMITS[scope]) continue;
        await this.db.run('INSERT INTO login_locks (scope, key, until) VALUES (?, ?, ?) ON CONFLICT (scope, key) DO UPDATE SET until = excluded.until', scope, keys[scope], until);
        // The lock now speaks for these failures; when it ends, the account or address starts afresh.
        await this.db.run('DELETE FROM login_attempts WHERE scope = ? AND key = ? AND failed = 1', scope, keys[scope]);
      }
    });
  }

  private async succeed(attempt: string, account: string): Promise<void> {
    await this.db.transaction(async () => {
      await this.db.run('DELETE FROM login_attempts WHERE attempt = ?', attempt);
      await this.db.run("DELETE FROM login_attempts WHERE scope = 'account' AND key = ? AND failed = 1", account);
    });
  }
}

/** Both hosts log users in against one database, so they share its throttle. */
export function loginThrottleFor(db: Db): LoginThrottle {
  return new LoginThrottle(db);
}
