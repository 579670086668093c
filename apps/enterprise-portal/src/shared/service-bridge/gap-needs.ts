import { MAX_NEEDS_PER_CALL } from '@smes/api';

/** What the bridge reads from a condition: its verdict and the needs its rule set names (data, not code). */
export type GapCondition = { id: string; title: string; status: 'pass' | 'fail' | 'unknown'; serviceNeeds?: readonly string[] };

export type GapNeed = {
  need: string;
  /** The conditions that leave this need, e.g. 发明专利数量（不符合）. */
  conditions: { title: string; status: 'fail' | 'unknown' }[];
};

/**
 * The needs left by every failed or 待核验 condition, in the conditions' order, each need once with the
 * conditions behind it; a passed condition needs nothing. At most as many as one call may ask for.
 */
export function gapNeeds(conditions: readonly GapCondition[]): GapNeed[] {
  const byNeed = new Map<string, GapNeed>();
  for (const condition of conditions) {
    if (condition.status === 'pass') continue;
    for (const need of condition.serviceNeeds ?? []) {
      const entry = byNeed.get(need) ?? { need, conditions: [] };
      entry.conditions.push({ title: condition.title, status: condition.status });
      byNeed.set(need, entry);
    }
  }
  return [...byNeed.values()].slice(0, MAX_NEEDS_PER_CALL);
}
