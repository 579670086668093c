import { describe, expect, it } from 'vitest';
import { daysLeft, supportText, windowText } from './declaration-display';

const now = new Date('2026-11-22T02:00:00Z');

describe('declaration display', () => {
  it('counts China calendar days to the closing day', () => {
    expect(daysLeft('2026-11-25T01:00:00Z', now)).toBe(3);
    expect(daysLeft('2026-11-22T03:00:00Z', now)).toBe(0);
    expect(daysLeft('2026-11-21T03:00:00Z', now)).toBe(0);
  });

  // Case 7 of the issue: on 2026-11-28 a window closing 2026-11-29 17:30 read 申报中·今日截止.
  it('says 今日截止 only on the closing day, in China time, around midnight and 17:30', () => {
    const close = { status: 'open' as const, startTime: '2026-11-01T00:00:00Z', endTime: '2026-11-29T09:30:00.000Z' };
    expect(windowText(close, new Date('2026-11-28T02:00:00Z'))).toBe('申报中·明天 17:30 截止'); // 11-28 10:00 in China
    expect(windowText(close, new Date('2026-11-28T15:59:59Z'))).toBe('申报中·明天 17:30 截止'); // 23:59:59
    expect(windowText(close, new Date('2026-11-28T16:00:00Z'))).toBe('申报中·今日 17:30 截止'); // 11-29 00:00
    expect(windowText(close, new Date('2026-11-29T09:29:59Z'))).toBe('申报中·今日 17:30 截止');
    expect(windowText(close, new Date('2026-11-29T09:30:00Z'))).toBe('已截止');
    expect(windowText(close, new Date('2026-11-26T16:00:00Z'))).toBe('申报中·剩 2 天');
  });

  it('describes each window state', () => {
    expect(windowText({ status: 'open', startTime: '2026-11-01T00:00:00Z', endTime: '2026-12-02T02:00:00Z' }, now)).toBe('申报中·剩 10 天');
    expect(windowText({ status: 'open', startTime: '2026-11-01T00:00:00Z', endTime: '2026-11-22T10:00:00Z' }, now)).toBe('申报中·今日 18:00 截止');
    expect(windowText({ status: 'not_started', startTime: '2026-12-01T00:00:00Z', endTime: '2026-12-31T00:00:00Z' }, now)).toBe('未开始·2026-12-01 开始');
    expect(windowText({ status: 'closed', startTime: '2026-10-01T00:00:00Z', endTime: '2026-10-31T00:00:00Z' }, now)).toBe('已截止');
  });

  it('shows the amount or the described support', () => {
    expect(supportText({ supportAmount: 1200, supportDesc: '' })).toBe('最高 1,200 万元');
    expect(supportText({ supportAmount: null, supportDesc: '认定为高新技术企业' })).toBe('认定为高新技术企业');
  });
});
