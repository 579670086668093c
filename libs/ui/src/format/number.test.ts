import { describe, expect, it } from 'vitest';
import { formatGrouped, formatNumber, formatWan } from './number';

describe('number formatters', () => {
  it('group thousands and keep at most two decimals', () => {
    expect(formatNumber(12500)).toBe('12,500');
    expect(formatNumber(1250.456)).toBe('1,250.46');
    expect(formatNumber(0.05)).toBe('0.05');
  });

  it('write a figure as toLocaleString does: grouped, up to three decimals, nothing rounded further', () => {
    for (const value of [0, 7, 30, 1234.5, 12500, 0.125, 1250.4567, 99999999, 1.005, -2048.25, 1e21]) {
      expect(formatGrouped(value)).toBe(value.toLocaleString('zh-CN'));
    }
    expect(formatGrouped(1234.5)).toBe('1,234.5');
    expect(formatGrouped(0.125)).toBe('0.125');
  });

  it('write 万元 amounts with their unit', () => {
    expect(formatWan(12500)).toBe('12,500 万元');
    expect(formatWan(0.125)).toBe('0.13 万元');
  });
});
