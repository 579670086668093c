const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1–99 as a policy text writes them: 一, 十, 十一, 二十, 三十五. */
function belowHundred(value: number): string {
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  if (tens === 0) return DIGITS[ones] ?? '';
  const tensText = tens === 1 ? '十' : `${DIGITS[tens]}十`;
  return ones === 0 ? tensText : `${tensText}${DIGITS[ones]}`;
}

/**
 * Article and chapter numbers as policy texts print them: 1 → 一, 11 → 十一, 35 → 三十五, 100 → 一百,
 * 105 → 一百零五, 110 → 一百一十 (past a hundred the tens keep their 一).
 */
export function chineseNumeral(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 999) throw new Error(`unsupported numeral ${value}`);
  if (value < 100) return belowHundred(value);
  const hundreds = `${DIGITS[Math.floor(value / 100)]}百`;
  const rest = value % 100;
  if (rest === 0) return hundreds;
  if (rest < 10) return `${hundreds}零${DIGITS[rest]}`;
  const tens = belowHundred(rest);
  return `${hundreds}${rest < 20 ? `一${tens}` : tens}`;
}

const VALUES: Record<string, number> = { 零: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** The inverse of chineseNumeral for what policy texts print (一 … 九百九十九); undefined for anything else. */
export function parseChineseNumeral(text: string): number | undefined {
  if (!/^[零一二三四五六七八九十百]+$/.test(text)) return undefined;
  let total = 0;
  let digit: number | undefined;
  for (const character of text) {
    if (character === '百') {
      total += (digit ?? 1) * 100;
      digit = undefined;
    } else if (character === '十') {
      total += (digit ?? 1) * 10;
      digit = undefined;
    } else {
      digit = VALUES[character];
    }
  }
  total += digit ?? 0;
  return total >= 1 && total <= 999 && chineseNumeral(total) === text ? total : undefined;
}
