import { describe, expect, it } from 'vitest';
import { countdownParts, countdownText, noticeWindowText, windowCountdown, windowStatus, windowTone } from './notice-window';

const window = { startTime: '2026-11-01T00:00:00Z', endTime: '2026-12-02T02:00:00Z' };

describe('declaration window', () => {
  it('takes its status from the clock, not from a stale answer', () => {
    expect(windowStatus(window, new Date('2026-10-31T23:59:59Z'))).toBe('not_started');
    expect(windowStatus(window, new Date('2026-11-01T00:00:00Z'))).toBe('open');
    expect(windowStatus(window, new Date('2026-12-02T02:00:00Z'))).toBe('closed');
    expect(windowTone('not_started')).toBe('upcoming');
  });

  it('describes the window like the declaration projects do', () => {
    expect(noticeWindowText(window, new Date('2026-11-22T02:00:00Z'))).toBe('申报中·剩 10 天');
    expect(noticeWindowText(window, new Date('2026-10-20T00:00:00Z'))).toBe('未开始·2026-11-01 开始');
    expect(noticeWindowText(window, new Date('2026-12-03T00:00:00Z'))).toBe('已截止');
  });

  it('splits the time left into 天 时 分 秒', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownText({ days: 1, hours: 0, minutes: 9, seconds: 59 })).toBe('1 天 0 时 9 分 59 秒');
  });

  it('counts down to the close while open, to the start before, and stops once closed', () => {
    expect(windowCountdown(window, new Date('2026-12-02T01:59:00Z'))).toEqual({ status: 'open', parts: { days: 0, hours: 0, minutes: 1, seconds: 0 } });
    expect(windowCountdown(window, new Date('2026-10-31T00:00:00Z'))).toEqual({
      status: 'not_started',
      parts: { days: 1, hours: 0, minutes: 0, seconds: 0 },
    });
    expect(windowCountdown(window, new Date('2026-12-05T00:00:00Z'))).toEqual({ status: 'closed', parts: null });
  });
});
