import { parseRuleSet } from '@smes/eligibility';
import type { RuleSet } from '@smes/eligibility';
import type { Db } from '../db/database';

/**
 * Parsed rule sets kept across requests, per database handle, at most `limitBytes` (estimated) of heap (ADR 110).
 * An entry is a policy's rule set at one `rule_set_revision` (migration 0028: a new number at every write of
 * `policies.rule_set`, on whichever instance), so a rule set published anywhere is a miss here and read fresh; the
 * key never comes from the text, so two policies with the same text are two entries, as in a real province.
 * Least recently used entries go first. What it hands out is deeply frozen: every caller shares the same objects,
 * and the engine must never change them (a change throws instead of altering another request's answer).
 */
export class RuleSetCache {
  private readonly entries = new Map<number, { revision: number; ruleSet: RuleSet; bytes: number }>();
  private total = 0;
  /** Policies whose rule set at the revision named did not parse (ADR 114): each is told once per revision. */
  private readonly unreadableRevisions = new Map<number, number>();
  /** Told of a stored rule set that does not parse, once per policy and revision; the host sets its logger here. */
  onUnreadable: (policyId: number, revision: number, error: unknown) => void = (policyId, revision, error) => {
    console.warn(`policy ${policyId}: its rule set at revision ${revision} does not parse and is left out of matching: ${error instanceof Error ? error.message : String(error)}`);
  };

  constructor(readonly limitBytes: number) {}

  /**
   * `put`, for a stored rule set that may not parse (ADR 114): one that does not is never held, told of once per
   * revision (`onUnreadable`) and counted in `unreadable`, and the caller gets undefined and leaves that policy out.
   */
  tryPut(id: number, revision: number, text: string): RuleSet | undefined {
    try {
      const ruleSet = this.put(id, revision, text);
      this.unreadableRevisions.delete(id);
      return ruleSet;
    } catch (error) {
      if (this.unreadableRevisions.get(id) !== revision) {
        this.unreadableRevisions.set(id, revision);
        this.onUnreadable(id, revision, error);
      }
      return undefined;
    }
  }

  /** How many policies' stored rule sets did not parse at the revision last read (and are left out of matching). */
  get unreadable(): number {
    return this.unreadableRevisions.size;
  }

  /** The policies whose rule set did not parse, each with the revision read (their rows at another revision are unknown). */
  unreadableRevisionsNow(): { ids: number[]; revisions: number[] } {
    return { ids: [...this.unreadableRevisions.keys()], revisions: [...this.unreadableRevisions.values()] };
  }

  /** The rule set of policy `id` at `revision`, if held; a hit becomes the most recently used. */
  get(id: number, revision: number): RuleSet | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.revision !== revision) return undefined;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.ruleSet;
  }

  /** Whether policy `id` is held at `revision`, without touching its place (for benchmarks and tests). */
  has(id: number, revision: number): boolean {
    return this.entries.get(id)?.revision === revision;
  }

  /** Parses and holds `text` as policy `id`'s rule set at `revision` (replacing any other revision of it). */
  put(id: number, revision: number, text: string): RuleSet {
    const ruleSet = deepFreeze(parseRuleSet(text));
    const bytes = estimatedBytes(text);
    this.drop(id);
    if (bytes > this.limitBytes) return ruleSet;
    this.entries.set(id, { revision, ruleSet, bytes });
    this.total += bytes;
    for (const [oldest] of this.entries) {
      if (this.total <= this.limitBytes) break;
      this.drop(oldest);
    }
    return ruleSet;
  }

  /** Estimated bytes held, and how many rule sets. */
  get size(): { bytes: number; entries: number } {
    return { bytes: this.total, entries: this.entries.size };
  }

  private drop(id: number): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.total -= entry.bytes;
  }
}

/**
 * Heap a parsed rule set takes per character of its JSON text, on the high side: on the province dataset every one
 * of its 14,414 rule sets (36.8 M characters) parsed and frozen took 65 MB after a full GC, 1.85 bytes a character
 * (tools/bench/rule-set-cache.ts, ADR 110); 3 leaves room for rule sets with more numbers and fewer words.
 */
export const PARSED_BYTES_PER_CHARACTER = 3;

export function estimatedBytes(text: string): number {
  return text.length * PARSED_BYTES_PER_CHARACTER;
}

/**
 * The bound of each database handle's cache, as estimated: the whole province dataset's rule sets (110 MB estimated,
 * 65 MB of heap) fit, within the 512 MB an instance may use; a province with more evicts its least used.
 */
export const RULE_SET_CACHE_BYTES = 128 * 1024 * 1024;

/**
 * A stored rule set parsed, or undefined when it does not parse (ADR 114): for the paths that read one policy's rule
 * set in force outside matching (the desk's revision and 试算 compare with it), so a broken one can be replaced at the
 * desk — as if the policy had no rules in force — instead of failing the fix.
 */
export function readableRuleSet(text: string): RuleSet | undefined {
  try {
    return parseRuleSet(text);
  } catch {
    return undefined;
  }
}

const caches = new WeakMap<Db, RuleSetCache>();

/** The cache of one database handle: revisions number one database's writes, so handles never share one. */
export function ruleSetCacheOf(db: Db): RuleSetCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new RuleSetCache(RULE_SET_CACHE_BYTES);
    caches.set(db, cache);
  }
  return cache;
}

/** Freezes `value` all the way down; a frozen object is taken as frozen all the way down already (a cached rule set). */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
