import type { CalendarWindow } from '@smes/api';
import { formatChinaDate } from '@smes/ui';
import { daysInMonth } from './calendar-query';

/** One day cell of the month grid; days of the neighbouring months fill the first and last weeks. */
export type GridDay = { date: string; day: number; inMonth: boolean };

export const WEEKDAY_LABELS = ['一', '二', '三', '四', '五', '六', '日'] as const;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The weeks of a month, Monday first, as Chinese calendars print them. */
export function monthWeeks(month: string): GridDay[][] {
  const first = new Date(`${month}-01T00:00:00.000Z`);
  // getUTCDay: Sunday 0 … Saturday 6; Monday-first offset.
  const lead = (first.getUTCDay() + 6) % 7;
  const start = new Date(first.getTime() - lead * 86_400_000);
  const cells = Math.ceil((lead + daysInMonth(month)) / 7) * 7;
  const days = Array.from({ length: cells }, (_, index) => {
    const date = new Date(start.getTime() + index * 86_400_000);
    return { date: isoDay(date), day: date.getUTCDate(), inMonth: isoDay(date).startsWith(month) };
  });
  return Array.from({ length: cells / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** Windows by their closing day in China time (YYYY-MM-DD), in the server's order. */
export function windowsByClosingDay(windows: readonly CalendarWindow[]): Map<string, CalendarWindow[]> {
  const byDay = new Map<string, CalendarWindow[]>();
  for (const window of windows) {
    const day = formatChinaDate(window.endTime);
    byDay.set(day, [...(byDay.get(day) ?? []), window]);
  }
  return byDay;
}

/** Where an arrow, Home/End or PageUp/PageDown key moves the focused day (the ARIA grid pattern). */
export function movedDay(date: string, key: string): string | undefined {
  const current = new Date(`${date}T00:00:00.000Z`);
  const byDays = (days: number) => isoDay(new Date(current.getTime() + days * 86_400_000));
  const weekday = (current.getUTCDay() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return byDays(-1);
    case 'ArrowRight':
      return byDays(1);
    case 'ArrowUp':
      return byDays(-7);
    case 'ArrowDown':
      return byDays(7);
    case 'Home':
      return byDays(-weekday);
    case 'End':
      return byDays(6 - weekday);
    default:
      return undefined;
  }
}

/**
 * A notice title short enough for a day cell: the 关于组织开展…工作的通知 frame every notice shares is dropped,
 * leaving what the notice is about (the full title is in the day's list and the cell's label).
 */
export function cellTitle(title: string): string {
  const core = title.replace(/^关于(组织)?(开展)?/, '').replace(/(申报)?(工作)?的通知$/, '');
  return core.length > 0 ? core : title;
}
