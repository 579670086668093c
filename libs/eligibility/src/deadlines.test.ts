import { describe, expect, it } from 'vitest';
import { chinaToday } from './dates';
import { chinaDateOf, closesToday, daysUntilClose, deadlineText, reminderStage, reminderTitle } from './deadlines';

// Windows close at 17:30 China time (09:30Z). The instants below are written in UTC so the machine's zone cannot
// change them; each names the China time it stands for.
const CLOSE = '2026-11-29T09:30:00.000Z'; // 2026-11-29 17:30 in China

describe('deadlineText', () => {
  it('says 明天 17:30 截止 on the day before, never 今日截止 (case 7 of the issue)', () => {
    expect(deadlineText(CLOSE, new Date('2026-11-28T10:00:00Z'))).toBe('明天 17:30 截止'); // 11-28 18:00
    expect(deadlineText(CLOSE, new Date('2026-11-28T15:59:59Z'))).toBe('明天 17:30 截止'); // 11-28 23:59:59
    expect(closesToday(CLOSE, new Date('2026-11-28T15:59:59Z'))).toBe(false);
  });

  it('says 今日 17:30 截止 from midnight of the closing day until the close, 已截止 from then on', () => {
    expect(deadlineText(CLOSE, new Date('2026-11-28T16:00:00Z'))).toBe('今日 17:30 截止'); // 11-29 00:00
    expect(deadlineText(CLOSE, new Date('2026-11-29T09:29:59Z'))).toBe('今日 17:30 截止'); // 11-29 17:29:59
    expect(closesToday(CLOSE, new Date('2026-11-29T09:29:59Z'))).toBe(true);
    expect(deadlineText(CLOSE, new Date('2026-11-29T09:30:00Z'))).toBe('已截止'); // 11-29 17:30
    expect(closesToday(CLOSE, new Date('2026-11-29T09:30:00Z'))).toBe(false);
  });

  it('counts whole China days before that: 剩 N 天', () => {
    expect(deadlineText(CLOSE, new Date('2026-11-27T15:59:59Z'))).toBe('剩 2 天'); // 11-27 23:59:59
    expect(deadlineText(CLOSE, new Date('2026-11-21T16:00:00Z'))).toBe('剩 7 天'); // 11-22 00:00
    expect(daysUntilClose(CLOSE, new Date('2026-11-21T15:59:59Z'))).toBe(8); // 11-21 23:59:59
  });

  it('reads a closing instant late at night in UTC as the next China day', () => {
    // 2026-11-30 01:00 in China is 11-29 17:00Z: on 11-29 (China) it closes 明天.
    expect(deadlineText('2026-11-29T17:00:00.000Z', new Date('2026-11-29T02:00:00Z'))).toBe('明天 01:00 截止');
  });
});

describe('reminders', () => {
  it('follow the rule: 7 days before, the day before and the closing day itself, nothing between', () => {
    const stage = (iso: string) => reminderStage(CLOSE, new Date(iso));
    expect(stage('2026-11-21T16:00:00Z')).toBe('week'); // 11-22 00:00, 7 days out
    expect(stage('2026-11-22T16:00:00Z')).toBeNull(); // 6 days out
    expect(stage('2026-11-25T16:00:00Z')).toBeNull(); // 3 days out: no "3 天后截止"
    expect(stage('2026-11-28T15:59:59Z')).toBe('day'); // 11-28 23:59:59
    expect(stage('2026-11-28T16:00:00Z')).toBe('today'); // 11-29 00:00
    expect(stage('2026-11-29T09:30:00Z')).toBeNull(); // closed
  });

  it('words each stage with the closing time', () => {
    expect(reminderTitle('week', CLOSE, '申报通知')).toBe('7 天后截止申报：申报通知');
    expect(reminderTitle('day', CLOSE, '申报通知')).toBe('明天 17:30 截止申报：申报通知');
    expect(reminderTitle('today', CLOSE, '申报通知')).toBe('今天 17:30 截止申报：申报通知');
  });
});

describe('chinaDateOf', () => {
  it("is dates.ts's chinaToday of the same instant, around China's and UTC's midnights and across a year's end", () => {
    for (const instant of ['2026-11-24T15:59:59.999Z', '2026-11-24T16:00:00.000Z', '2026-11-24T23:59:59Z', '2026-11-25T00:00:00Z', '2026-12-31T16:00:00Z', '2024-02-28T16:30:00Z', '2026-06-30T08:00:00+08:00']) {
      expect(chinaDateOf(instant)).toBe(chinaToday(new Date(instant)));
      expect(chinaDateOf(new Date(instant))).toBe(chinaToday(new Date(instant)));
    }
    expect(chinaDateOf('2026-11-24T16:00:00Z')).toBe('2026-11-25');
  });
});
