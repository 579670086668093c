import { setImmediate as nextTurn } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import type { Db } from '../db/database';
import { PARSED_BYTES_PER_CHARACTER, ruleSetCacheOf } from './rule-set-cache';
import type { RuleSetCache } from './rule-set-cache';

/** How long the warm-up parses before it lets other work in (a cheap request waits at most about this long). */
export const WARM_UP_SLICE_MS = 8;
/** How many rule-set texts one read of the warm-up fetches (about 0.7 MB on the province dataset). */
export const WARM_UP_BATCH = 200;

export type WarmUpOptions = {
  cache?: RuleSetCache;
  sliceMs?: number;
  batch?: number;
  signal?: AbortSignal;
};

export type WarmUpResult = {
  /** Rule sets parsed and held by the warm-up (those already held are not counted). */
  parsed: number;
  /** Policies left for later calls because the cache's budget would not hold them. */
  leftOver: number;
  /** Rule sets that did not parse (left out of matching, ADR 114). */
  unreadable: number;
  /** Estimated bytes the cache holds at the end. */
  bytes: number;
  ms: number;
  /** How many times it let other work in. */
  yields: number;
};

/**
 * Parses the matchable policies' rule sets into the database handle's cache in the background after the server
 * listens (ADR 114), so that an instance's first match does not read and parse its chain's ~8 MB of text. Most
 * shared first — national, then provincial, municipal, district rule sets, each in id order — because a national
 * or provincial rule set serves every ledger of the province; as many as the cache's budget holds and no more (it
 * never evicts to make room). It reads the texts in batches and parses in slices of `sliceMs`, between which
 * requests run. A rule set that a request parsed meanwhile is not parsed again. At the end the most shared ones
 * are made the most recently used, so that they are the last to be evicted.
 */
export async function warmRuleSets(db: Db, options: WarmUpOptions = {}): Promise<WarmUpResult> {
  const started = performance.now();
  const cache = options.cache ?? ruleSetCacheOf(db);
  const sliceMs = options.sliceMs ?? WARM_UP_SLICE_MS;
  const batch = options.batch ?? WARM_UP_BATCH;
  const rows = await db.all<{ id: number; rule_set_revision: number; chars: number }>(
    `SELECT id, rule_set_revision, length(rule_set) AS chars FROM policies WHERE validity = 'valid' AND rule_set IS NOT NULL
     ORDER BY CASE level WHEN 'national' THEN 0 WHEN 'provincial' THEN 1 WHEN 'municipal' THEN 2 ELSE 3 END, id`,
  );
  let planned = cache.size.bytes;
  const chosen: typeof rows = [];
  let leftOver = 0;
  for (const row of rows) {
    if (cache.has(row.id, row.rule_set_revision)) continue;
    const bytes = Number(row.chars) * PARSED_BYTES_PER_CHARACTER;
    if (planned + bytes > cache.limitBytes) {
      leftOver += 1;
      continue;
    }
    planned += bytes;
    chosen.push(row);
  }
  let parsed = 0;
  let unreadable = 0;
  let yields = 0;
  for (let from = 0; from < chosen.length && !options.signal?.aborted; from += batch) {
    const ids = chosen.slice(from, from + batch).map((row) => row.id);
    const texts = await db.all<{ id: number; rule_set: string; rule_set_revision: number }>(
      'SELECT id, rule_set, rule_set_revision FROM policies WHERE id = ANY(?::bigint[]) AND rule_set IS NOT NULL',
      `{${ids.join(',')}}`,
    );
    let sliceStart = performance.now();
    for (const text of texts) {
      if (options.signal?.aborted) break;
      if (!cache.has(text.id, text.rule_set_revision)) {
        if (cache.tryPut(text.id, text.rule_set_revision, text.rule_set)) parsed += 1;
        else unreadable += 1;
      }
      if (performance.now() - sliceStart >= sliceMs) {
        await nextTurn();
        yields += 1;
        sliceStart = performance.now();
      }
    }
    await nextTurn();
    yields += 1;
  }
  // The most shared last touched: least recently used is evicted first.
  for (let index = chosen.length - 1; index >= 0; index -= 1) cache.get(chosen[index]!.id, chosen[index]!.rule_set_revision);
  return { parsed, leftOver, unreadable, bytes: cache.size.bytes, ms: Math.round(performance.now() - started), yields };
}
