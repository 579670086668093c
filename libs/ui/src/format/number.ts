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
 *
 * A whole number (a list's 共找到 count, most amounts) is grouped here by threes, as zh-CN groups, without the
 * formatter: the first Intl formatter a page makes loads the ICU locale data, about 120 ms of a list's load with the
 * CPU slowed 4× (ADR 116). Beyond the safe integers `String` rounds where Intl writes the double's exact digits, and
 * −0 reads "-0" there: both go to the formatter.
 */
export function formatGrouped(value: number): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return groupWholeNumber(value);
  return groupedFormat().format(value);
}

function groupWholeNumber(value: number): string {
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
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
