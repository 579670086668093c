// Apart from metrics.ts, whose tables are not needed to write a number: a screen that only shows figures
// (an estimate's range on the home page) does not download them.

/** Formats a number in Chinese UI style: at most two decimals, no trailing zeros. */
export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return value.toFixed(2).replace(/\.?0+$/, '');
}
