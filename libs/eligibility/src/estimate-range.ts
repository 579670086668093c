import type { SubsidyEstimate } from './estimate';
import { formatNumber } from './format-number';

// Apart from estimate.ts, which needs the metric tables to compute an estimate: showing one needs none of them.

/** The range in words, e.g. 保守 120 万元 ～ 乐观 350 万元 (one form on every screen). */
export function formatEstimateRange(estimate: Pick<SubsidyEstimate, 'conservative' | 'optimistic'>): string {
  return `保守 ${formatNumber(estimate.conservative)} 万元 ～ 乐观 ${formatNumber(estimate.optimistic)} 万元`;
}
