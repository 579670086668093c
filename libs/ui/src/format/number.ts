import { onFirstUse } from './on-first-use';

const numberFormat = onFirstUse(() => new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 }));

/** Grouped, at most two decimals: 12500 → "12,500", 0.125 → "0.13". */
export function formatNumber(value: number): string {
  return numberFormat().format(value);
}

/** An amount in 万元 with its unit: 1000 → "1,000 万元". Where the unit stands apart, use formatNumber. */
export function formatWan(value: number): string {
  return `${formatNumber(value)} 万元`;
}
