import { MAX_NEEDS_PER_CALL } from '@smes/api';

/** What the bridge reads from a condition: its verdict and the needs its rule set names (data, not code). */
export type GapCondition = { id: string; title: string; status: 'pass' | 'fail' | 'unknown'; serviceNeeds?: readonly string[] };

export type GapNeed = {
  need: string;
  /** The conditions that leave this need, e.g. 发明专利数量（不符合）. */
  conditions: { title: string; status: 'fail' }[];
};

/**
 * The needs left by every failed condition, in the conditions' order, each need once with the conditions behind it.
 * A remedy answers a failure: a condition merely 待核验 (the credit record not yet shown) is no reason to offer 信用修复,
 * and a passed one needs nothing. At most as many as one call may ask for.
 */
export function gapNeeds(conditions: readonly GapCondition[]): GapNeed[] {
  const byNeed = new Map<string, GapNeed>();
  for (const condition of conditions) {
    if (condition.status !== 'fail') continue;
    for (const need of condition.serviceNeeds ?? []) {
      const entry = byNeed.get(need) ?? { need, conditions: [] };
      entry.conditions.push({ title: condition.title, status: condition.status });
      byNeed.set(need, entry);
    }
  }
  return [...byNeed.values()].slice(0, MAX_NEEDS_PER_CALL);
}
