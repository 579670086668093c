import type { Db } from '../db/database';
import { statement } from '../db/statements';

/** At most `limit` events per key within any `windowMs`. */
export type RateRule = { scope: string; limit: number; windowMs: number };

/**
 * Takes one place under `rule` for `key`, counted and recorded in one transaction, so requests that arrive
 * together cannot all see room; kept in the database like the login throttle, so every server process over
 * it counts the same events. Answers how long to wait when there is no place (nothing is recorded then),
 * undefined when the place was taken.
 */
export function takeRatePlace(db: Db, rule: RateRule, key: string, now: Date): number | undefined {
  const at = now.toISOString();
  const since = new Date(now.getTime() - rule.windowMs).toISOString();
  return db.transaction(() => {
    statement(db, 'DELETE FROM rate_events WHERE scope = ? AND at <= ?').run(rule.scope, since);
    const { taken, oldest } = statement(db, 'SELECT COUNT(*) AS taken, MIN(at) AS oldest FROM rate_events WHERE scope = ? AND key = ? AND at > ?').get(
      rule.scope,
      key,
      since,
    ) as { taken: number; oldest: string | null };
    if (taken >= rule.limit) return Date.parse(oldest ?? at) + rule.windowMs - now.getTime();
    statement(db, 'INSERT INTO rate_events (scope, key, at) VALUES (?, ?, ?)').run(rule.scope, key, at);
    return undefined;
  })();
}
