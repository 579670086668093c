import { describe, expect, it, vi } from 'vitest';
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

  it('group whole numbers as Intl does, without making a formatter', async () => {
    // A fresh copy of the module, whose formatters are not made yet: a whole number must not make one.
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    const fresh = await import('./number');
    expect(fresh.formatGrouped(12345)).toBe('12,345');
    expect(fresh.formatTotal(1000, true)).toBe('1,000+');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    const values = [0, 1, 12, 123, 1234, 12345, 123456, 1234567, 1000, 100000, 1000000, -1, -999, -1000, -1234567, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (let exponent = 0; exponent < 16; exponent += 1) values.push(Math.floor(10 ** exponent * 1.7), 10 ** exponent - 1, -(10 ** exponent));
    const intl = new Intl.NumberFormat('zh-CN');
    for (const value of values) expect(formatGrouped(value)).toBe(intl.format(value));
    // Beyond the safe integers and −0 the formatter writes them: the double's exact digits, "-0".
    for (const value of [2 ** 60, -0, 1e21]) expect(formatGrouped(value)).toBe(value.toLocaleString('zh-CN'));
  });

  it('write 万元 amounts with their unit', () => {
    expect(formatWan(12500)).toBe('12,500 万元');
    expect(formatWan(0.125)).toBe('0.13 万元');
  });
});
