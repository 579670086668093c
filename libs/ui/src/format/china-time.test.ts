import { describe, expect, it, vi } from 'vitest';
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

  it('read a moment from 1992 on as the Intl formatter does, without making one', async () => {
    // A fresh copy of the module, whose formatters are not made yet: a date of these years must not make one.
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const fresh = await import('./china-time');
    expect(fresh.formatChinaDateTime('2026-11-21T17:30:00Z')).toBe('2026-11-22 01:30');
    expect(fresh.formatChinaDateLong('2026-05-31T16:00:00Z')).toBe('2026年6月1日');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    const parts = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const long = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', dateStyle: 'long' });
    const expected = (date: Date) => {
      const all = parts.formatToParts(date);
      const get = (type: string) => all.find((part) => part.type === type)?.value ?? '';
      return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
    };
    const moments = [Date.UTC(1991, 11, 31, 16), Date.UTC(1991, 11, 31, 15, 59), Date.UTC(2000, 1, 28, 16), Date.UTC(2024, 1, 28, 16), Date.UTC(2099, 11, 31, 15, 59), Date.UTC(9999, 11, 31, 15, 59)];
    // Across the years, every few days at a different minute (a fixed step, so a failure repeats).
    for (let time = Date.UTC(1992, 0, 1); time < Date.UTC(2080, 0, 1); time += 11 * 86_400_000 + 37 * 60_000 + 13_000) moments.push(time);
    for (const time of moments) {
      expect(formatChinaDateTime(new Date(time))).toBe(expected(new Date(time)));
      expect(formatChinaDateLong(new Date(time))).toBe(long.format(new Date(time)));
    }
  });

  it('read a moment of the daylight-saving years through the formatter', () => {
    // 1988-07-01 00:30 UTC was 09:30 in China (UTC+9 that summer), not 08:30.
    expect(formatChinaDateTime('1988-07-01T00:30:00Z')).toBe('1988-07-01 09:30');
    expect(formatChinaDate('1988-06-30T15:30:00Z')).toBe('1988-07-01');
  });
});
