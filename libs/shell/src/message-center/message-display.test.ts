import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPE_LABELS, formatRelativeTime } from './message-display';

// Times are written in China time (+08:00), the zone the inbox counts days in, whatever the machine's zone.
const pad = (value: number) => String(value).padStart(2, '0');
const china = (date: string, hour: number, minute: number, second = 0) => new Date(`${date}T${pad(hour)}:${pad(minute)}:${pad(second)}+08:00`);
const now = china('2026-03-10', 14, 30);
const at = (day: number, hour: number, minute: number, second = 0) => china(`2026-03-${pad(day)}`, hour, minute, second).toISOString();

describe('formatRelativeTime', () => {
  it('says 刚刚 within a minute and for a clock slightly ahead', () => {
    expect(formatRelativeTime(at(10, 14, 29, 30), now)).toBe('刚刚');
    expect(formatRelativeTime(at(10, 14, 31), now)).toBe('刚刚');
  });

  it('counts minutes within the hour', () => {
    expect(formatRelativeTime(at(10, 14, 27), now)).toBe('3 分钟前');
    expect(formatRelativeTime(at(10, 13, 31), now)).toBe('59 分钟前');
  });

  it('counts hours earlier today', () => {
    expect(formatRelativeTime(at(10, 13, 30), now)).toBe('1 小时前');
    expect(formatRelativeTime(at(10, 0, 5), now)).toBe('14 小时前');
  });

  it('says 昨天 with the time for the previous calendar day', () => {
    expect(formatRelativeTime(at(9, 23, 50), now)).toBe('昨天 23:50');
    expect(formatRelativeTime(at(9, 0, 0), now)).toBe('昨天 00:00');
  });

  it('gives the date before that, and nothing for a broken timestamp', () => {
    expect(formatRelativeTime(at(8, 23, 59), now)).toBe('2026-03-08');
    expect(formatRelativeTime(china('2025-12-31', 9, 0).toISOString(), now)).toBe('2025-12-31');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });

  it('treats an early-morning now correctly (yesterday is still the previous day)', () => {
    const earlyNow = china('2026-03-10', 0, 30);
    expect(formatRelativeTime(at(9, 23, 0), earlyNow)).toBe('昨天 23:00');
  });
});


describe('MESSAGE_TYPE_LABELS', () => {
  it('names every type in Chinese', () => {
    expect(Object.values(MESSAGE_TYPE_LABELS)).toEqual(['新政策', '申报通知', '申报进度', '找服务', '系统通知']);
  });
});
