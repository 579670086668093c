const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 10 → 十, 11 → 十一, 20 → 二十, 35 → 三十五: enough for article numbers in a policy. */
export function chineseNumeral(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 99) throw new Error(`unsupported numeral ${value}`);
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  if (tens === 0) return DIGITS[ones] ?? '';
  const tensText = tens === 1 ? '十' : `${DIGITS[tens]}十`;
  return ones === 0 ? tensText : `${tensText}${DIGITS[ones]}`;
}
