import { describe, expect, it } from 'vitest';
import { formatNumber, formatWan } from './number';

describe('number formatters', () => {
  it('group thousands and keep at most two decimals', () => {
    expect(formatNumber(12500)).toBe('12,500');
    expect(formatNumber(1250.456)).toBe('1,250.46');
    expect(formatNumber(0.05)).toBe('0.05');
  });

  it('write 万元 amounts with their unit', () => {
    expect(formatWan(12500)).toBe('12,500 万元');
    expect(formatWan(0.125)).toBe('0.13 万元');
  });
});
