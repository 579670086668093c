import { describe, expect, it } from 'vitest';
import { chineseNumeral, parseChineseNumeral } from './chinese-numerals';

describe('chineseNumeral', () => {
  it.each([
    [1, '一'],
    [10, '十'],
    [11, '十一'],
    [20, '二十'],
    [35, '三十五'],
    [99, '九十九'],
    [100, '一百'],
    [105, '一百零五'],
    [110, '一百一十'],
    [115, '一百一十五'],
    [230, '二百三十'],
  ])('%i is %s', (value, text) => {
    expect(chineseNumeral(value)).toBe(text);
    expect(parseChineseNumeral(text)).toBe(value);
  });

  it('refuses what an article number cannot be', () => {
    expect(() => chineseNumeral(0)).toThrow();
    expect(() => chineseNumeral(1.5)).toThrow();
    expect(parseChineseNumeral('一十')).toBeUndefined();
    expect(parseChineseNumeral('abc')).toBeUndefined();
  });

  it('round-trips every number up to 999', () => {
    for (let value = 1; value <= 999; value += 1) expect(parseChineseNumeral(chineseNumeral(value))).toBe(value);
  });
});
