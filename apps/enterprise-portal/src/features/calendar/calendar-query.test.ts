import { describe, expect, it } from 'vitest';
import { buildCalendarWindow } from '@smes/api/testing';
import { chinaMonthOf, daysInMonth, monthLabel, parseCalendarState, shiftMonth, toCalendarSearchParams, toWindowQuery } from './calendar-query';
import { cellTitle, monthWeeks, movedDay, windowsByClosingDay } from './month-grid';

const NOW = new Date('2026-11-30T17:00:00.000Z'); // already 1 December in Beijing

describe('calendar address state', () => {
  it('defaults to the current China month and drops malformed values', () => {
    expect(chinaMonthOf(NOW)).toBe('2026-12');
    expect(parseCalendarState(new URLSearchParams('month=2026-13&view=grid&level=city'), NOW)).toEqual({ month: '2026-12' });
    expect(parseCalendarState(new URLSearchParams('month=2027-02&view=list&level=provincial&dept=科技厅'), NOW)).toEqual({
      month: '2027-02',
      view: 'list',
      level: 'provincial',
      dept: '科技厅',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(toCalendarSearchParams({ month: '2026-12' }, NOW).toString()).toBe('');
    expect(toCalendarSearchParams({ month: '2027-01', view: 'month', category: '资金扶持' }, NOW).toString()).toBe(
      `month=2027-01&view=month&category=${encodeURIComponent('资金扶持')}`,
    );
  });

  it('asks the server for the whole month, leap years included', () => {
    expect(toWindowQuery({ month: '2028-02', level: 'national' })).toEqual({ from: '2028-02-01', to: '2028-02-29', level: 'national', dept: undefined, category: undefined });
    expect(daysInMonth('2026-02')).toBe(28);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthLabel('2026-03')).toBe('2026年3月');
  });
});

describe('month grid', () => {
  it('lays a month out in Monday-first weeks padded with the neighbouring days', () => {
    const weeks = monthWeeks('2026-11'); // 1 November 2026 is a Sunday
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.map((day) => day.date)).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(30);
    expect(monthWeeks('2027-02')).toHaveLength(4); // starts on a Monday, 28 days
  });

  it('puts a window on its closing day in China time', () => {
    const late = buildCalendarWindow({ noticeId: 1, endTime: '2026-11-27T16:30:00.000Z' });
    const day = buildCalendarWindow({ noticeId: 2, endTime: '2026-11-27T09:30:00.000Z' });
    const byDay = windowsByClosingDay([day, late]);
    expect(byDay.get('2026-11-27')?.map((window) => window.noticeId)).toEqual([2]);
    expect(byDay.get('2026-11-28')?.map((window) => window.noticeId)).toEqual([1]);
  });

  it('moves the focused day with the arrow keys, Home and End within the week', () => {
    expect(movedDay('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(movedDay('2026-11-01', 'ArrowUp')).toBe('2026-10-25');
    expect(movedDay('2026-11-25', 'Home')).toBe('2026-11-23');
    expect(movedDay('2026-11-25', 'End')).toBe('2026-11-29');
    expect(movedDay('2026-11-25', 'Enter')).toBeUndefined();
  });
});

describe('cellTitle', () => {
  it('drops the frame every notice title shares, keeping what it is about', () => {
    expect(cellTitle('关于组织开展2026年度杭州市专精特新中小企业认定工作的通知')).toBe('2026年度杭州市专精特新中小企业认定');
    expect(cellTitle('关于开展2026年度《黑龙江省科技型企业》申报的通知')).toBe('2026年度《黑龙江省科技型企业》');
    expect(cellTitle('2026年技改补助公告')).toBe('2026年技改补助公告');
  });
});
