import { onFirstUse } from './on-first-use';

const numberFormat = onFirstUse(() => new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 }));
const groupedFormat = onFirstUse(() => new Intl.NumberFormat('zh-CN'));

/** Grouped, at most two decimals: 12500 → "12,500", 0.125 → "0.13". */
export function formatNumber(value: number): string {
  return numberFormat().format(value);
}

/**
 * Grouped, with the decimals it has up to three (what `toLocaleString('zh-CN')` writes): 1234.5 → "1,234.5". For a
 * figure that must read as given, such as a policy's 最高 … 万元. One formatter serves every call; each
 * `toLocaleString` makes a new one, a cost paid again by every figure on a page.
 */
export function formatGrouped(value: number): string {
  return groupedFormat().format(value);
}

/**
 * A count of results, grouped: exact (1,234), or with `capped` a lower bound read as such (1,000+), for a search that
 * counts only up to its bound rather than print a made-up exact number.
 */
export function formatTotal(total: number, capped = false): string {
  return `${formatGrouped(Math.max(0, total))}${capped ? '+' : ''}`;
}

/** An amount in 万元 with its unit: 1000 → "1,000 万元". Where the unit stands apart, use formatNumber. */
export function formatWan(value: number): string {
  return `${formatNumber(value)} 万元`;
}
