import { describe, expect, it } from 'vitest';
import { daysLeft, supportText, windowText } from './declaration-display';

const now = new Date('2026-11-22T02:00:00Z');

describe('declaration display', () => {
  it('counts a partly remaining day as a whole one', () => {
    expect(daysLeft('2026-11-25T01:00:00Z', now)).toBe(3);
    expect(daysLeft('2026-11-22T03:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-11-21T03:00:00Z', now)).toBe(0);
  });

  it('describes each window state', () => {
    expect(windowText({ status: 'open', startTime: '2026-11-01T00:00:00Z', endTime: '2026-12-02T02:00:00Z' }, now)).toBe('申报中·剩 10 天');
    expect(windowText({ status: 'open', startTime: '2026-11-01T00:00:00Z', endTime: '2026-11-22T10:00:00Z' }, now)).toBe('申报中·今日截止');
    expect(windowText({ status: 'not_started', startTime: '2026-12-01T00:00:00Z', endTime: '2026-12-31T00:00:00Z' }, now)).toBe('未开始·2026-12-01 开始');
    expect(windowText({ status: 'closed', startTime: '2026-10-01T00:00:00Z', endTime: '2026-10-31T00:00:00Z' }, now)).toBe('已截止');
  });

  it('shows the amount or the described support', () => {
    expect(supportText({ supportAmount: 1200, supportDesc: '' })).toBe('最高 1,200 万元');
    expect(supportText({ supportAmount: null, supportDesc: '认定为高新技术企业' })).toBe('认定为高新技术企业');
  });
});
