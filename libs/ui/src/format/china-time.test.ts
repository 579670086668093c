import { describe, expect, it } from 'vitest';
import { chinaDateParts, formatChinaDate, formatChinaDateLong, formatChinaDateTime, formatChinaTime } from './china-time';

describe('China time formatters', () => {
  it('show the China calendar day and clock whatever the viewer’s zone', () => {
    // 17:30 UTC is 01:30 the next day in China.
    expect(formatChinaDate('2026-11-21T17:30:00Z')).toBe('2026-11-22');
    expect(formatChinaDateTime('2025-03-10T02:05:00.000Z')).toBe('2025-03-10 10:05');
    expect(formatChinaDateTime(new Date('2026-03-02T08:31:00.000Z'))).toBe('2026-03-02 16:31');
    expect(formatChinaTime('2026-03-09T15:50:00Z')).toBe('23:50');
    expect(formatChinaDateLong('2026-05-31T16:00:00Z')).toBe('2026年6月1日');
    expect(formatChinaDateTime('2026-01-01T16:00:00Z')).toBe('2026-01-02 00:00');
  });

  it('give nothing for what is not a date', () => {
    expect(formatChinaDate('not a date')).toBe('');
    expect(formatChinaDateTime('')).toBe('');
    expect(formatChinaDateLong('2026-13-45')).toBe('');
    expect(chinaDateParts(new Date(Number.NaN))).toBeNull();
  });
});
