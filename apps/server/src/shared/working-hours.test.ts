import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../clock';
import { HOLIDAY_CALENDAR_LAST_YEAR, addWorkingHours, isChinaWorkingDay, uncountedHolidayYear } from './working-hours';

/** A China-time wall clock reading, as an instant. */
const china = (local: string) => new Date(`${local}+08:00`);
const chinaText = (date: Date) => new Date(date.getTime() + 8 * HOUR_MS).toISOString().slice(0, 16).replace('T', ' ');

/**
 * 国务院办公厅关于2026年部分节假日安排的通知 (www.gov.cn/zhengce/zhengceku/202511/content_7047091.htm), written out
 * here from the notice, independently of the package's data: the days off, and the weekend days worked instead.
 */
const DAYS_OFF_2026: readonly [string, string][] = [
  ['2026-01-01', '2026-01-03'], // 元旦
  ['2026-02-15', '2026-02-23'], // 春节
  ['2026-04-04', '2026-04-06'], // 清明节
  ['2026-05-01', '2026-05-05'], // 劳动节
  ['2026-06-19', '2026-06-21'], // 端午节
  ['2026-09-25', '2026-09-27'], // 中秋节
  ['2026-10-01', '2026-10-07'], // 国庆节
];
const WORKED_WEEKEND_DAYS_2026 = ['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'];

function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += DAY_MS) dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
}

const OFF = new Set(DAYS_OFF_2026.flatMap(([first, last]) => datesBetween(first, last)));
const WORKED = new Set(WORKED_WEEKEND_DAYS_2026);

/** The notice's rule, for a China-local date of 2026. */
function worksByNotice(date: string): boolean {
  if (WORKED.has(date)) return true;
  if (OFF.has(date)) return false;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** Working time between two instants by the notice, counted day by day (09:00–17:00 China time on working days). */
function workingMsBetween(from: Date, to: Date): number {
  let total = 0;
  const firstDay = new Date(from.getTime() + 8 * HOUR_MS).toISOString().slice(0, 10);
  for (let day = Date.parse(`${firstDay}T00:00:00Z`); day - 8 * HOUR_MS < to.getTime(); day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (!worksByNotice(date)) continue;
    const open = day - 8 * HOUR_MS + 9 * HOUR_MS;
    const close = day - 8 * HOUR_MS + 17 * HOUR_MS;
    total += Math.max(0, Math.min(close, to.getTime()) - Math.max(open, from.getTime()));
  }
  return total;
}

describe('the holiday calendar', () => {
  it('holds the State Council’s 2026 schedule exactly: every day of 2026 works or rests as the notice says', () => {
    expect(HOLIDAY_CALENDAR_LAST_YEAR).toBeGreaterThanOrEqual(2026);
    const wrong = datesBetween('2026-01-01', '2026-12-31').filter((date) => isChinaWorkingDay(Date.parse(`${date}T12:00:00Z`)) !== worksByNotice(date));
    expect(wrong).toEqual([]);
  });
});

describe('addWorkingHours', () => {
  it('counts only 09:00–17:00 on working days, China time', () => {
    // 2026-11-27 is a Friday.
    expect(chinaText(addWorkingHours(china('2026-11-27T10:00'), 2))).toBe('2026-11-27 12:00');
    expect(chinaText(addWorkingHours(china('2026-11-27T16:00'), 2))).toBe('2026-11-30 10:00');
    // Submitted on a Friday evening: nothing counts until Monday morning.
    expect(chinaText(addWorkingHours(china('2026-11-27T20:17'), 2))).toBe('2026-11-30 11:00');
    expect(chinaText(addWorkingHours(china('2026-11-28T20:17'), 24))).toBe('2026-12-02 17:00');
    expect(chinaText(addWorkingHours(china('2026-11-30T07:30'), 8))).toBe('2026-11-30 17:00');
  });

  it('skips 法定节假日 and counts the 调休 weekend days worked instead', () => {
    // The eve of 国庆节 (Wednesday 30 September): the holiday runs to 7 October, then Thursday 8 October counts.
    expect(chinaText(addWorkingHours(china('2026-09-30T16:00'), 2))).toBe('2026-10-08 10:00');
    // Friday 9 October, then Saturday 10 October is a working day.
    expect(chinaText(addWorkingHours(china('2026-10-09T16:00'), 2))).toBe('2026-10-10 10:00');
    // 春节: Friday 13 February, Saturday 14 February worked, then nine days off until Tuesday 24 February.
    expect(chinaText(addWorkingHours(china('2026-02-13T16:00'), 8))).toBe('2026-02-14 16:00');
    expect(chinaText(addWorkingHours(china('2026-02-14T16:00'), 2))).toBe('2026-02-24 10:00');
    // 元旦 on a Thursday: the Sunday after is worked.
    expect(chinaText(addWorkingHours(china('2025-12-31T16:00'), 2))).toBe('2026-01-04 10:00');
  });

  it('from any start in 2026, lands on a working moment after exactly that much working time, by the notice', () => {
    const first = china('2026-01-01T00:00').getTime();
    const last = china('2026-12-20T00:00').getTime();
    // Every 3 h 7 min through the year meets every hour of the day and every weekday many times over.
    for (let at = first; at < last; at += (3 * 60 + 7) * 60 * 1000) {
      for (const hours of [2, 8, 24]) {
        const from = new Date(at);
        const promised = addWorkingHours(from, hours);
        const local = new Date(promised.getTime() + 8 * HOUR_MS);
        const date = local.toISOString().slice(0, 10);
        const clock = local.getUTCHours() * 60 + local.getUTCMinutes();
        const label = `${chinaText(from)} + ${hours} h → ${chinaText(promised)}`;
        expect(worksByNotice(date), label).toBe(true);
        expect(clock >= 9 * 60 && clock <= 17 * 60, label).toBe(true);
        expect(workingMsBetween(from, promised), label).toBe(hours * HOUR_MS);
      }
    }
  });
});

describe('a promise past the calendar', () => {
  const last = HOLIDAY_CALENDAR_LAST_YEAR;

  it('names the first year whose 法定节假日 are not published when the promised time falls in it, and nothing before', () => {
    // Three working days from the last afternoon of the known year land in the next one, whose 元旦 is not deducted.
    const promised = addWorkingHours(china(`${last}-12-31T16:00`), 24);
    expect(uncountedHolidayYear(promised)).toBe(last + 1);
    expect(uncountedHolidayYear(china(`${last + 2}-03-01T10:00`))).toBe(last + 1);
    expect(uncountedHolidayYear(addWorkingHours(china(`${last}-06-01T10:00`), 24))).toBeNull();
    // The year is China's: 00:30 on 1 January in Beijing is still 31 December in UTC.
    expect(uncountedHolidayYear(china(`${last}-12-31T23:30`))).toBeNull();
    expect(uncountedHolidayYear(china(`${last + 1}-01-01T00:30`))).toBe(last + 1);
  });
});
