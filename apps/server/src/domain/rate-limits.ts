import type { Db } from '../db/database';
/** At most `limit` events per key within any `windowMs`. */
export type RateRule = { scope: string; limit: number; windowMs: number };

/**
 * Takes one place under `rule` for `key`, counted and recorded in one transaction, so requests that arrive
 * together cannot all see room; kept in the database like the login throttle, so every server process over
 * it counts the same events. Answers how long to wait when there is no place (nothing is recorded then),
 * undefined when the place was taken.
 */
export async function takeRatePlace(db: Db, rule: RateRule, key: string, now: Date): Promise<number | undefined> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - rule.windowMs).toISOString();
  return await db.transaction(async () => {
    await db.run('DELETE FROM rate_events WHERE scope = ? AND at <= ?', rule.scope, since);
    const { taken, oldest } = (await db.get('SELECT COUNT(*) AS taken, MIN(at) AS oldest FROM rate_events WHERE scope = ? AND key = ? AND at > ?', rule.scope, key, since)) as { taken: number; oldest: string | null };
    if (taken >= rule.limit) return Date.parse(oldest ?? at) + rule.windowMs - now.getTime();
    await db.run('INSERT INTO rate_events (scope, key, at) VALUES (?, ?, ?)', rule.scope, key, at);
    return undefined;
  });
}
