import type { CalendarWindowQuery, PolicyLevel } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { chinaDateParts } from '@smes/ui';
import { LEVELS } from '../../shared/display/policy-level';
import { readEnum, readText } from '../../shared/list/list-params';

/** 月历 (a grid of the month) or 列表 (the windows one after another); phones start on the list. */
export type CalendarView = 'month' | 'list';
export const CALENDAR_VIEWS = ['month', 'list'] as const satisfies readonly CalendarView[];

/** What the address bar holds: the month shown, the view when chosen, and the filters. */
export type CalendarState = {
  /** YYYY-MM */
  month: string;
  view?: CalendarView;
  level?: PolicyLevel;
  dept?: string;
  category?: string;
};

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month of a moment in China time, YYYY-MM. */
export function chinaMonthOf(now: Date): string {
  const parts = chinaDateParts(now);
  return parts ? `${parts.year}-${parts.month}` : now.toISOString().slice(0, 7);
}

export function parseCalendarState(params: URLSearchParams, now: Date): CalendarState {
  const month = params.get('month');
  return {
    month: month && MONTH_PATTERN.test(month) && Number(month.slice(0, 4)) >= 2000 && Number(month.slice(0, 4)) <= 2100 ? month : chinaMonthOf(now),
    view: readEnum(params, 'view', CALENDAR_VIEWS),
    level: readEnum(params, 'level', LEVELS),
    dept: readText(params, 'dept', PORTAL_QUERY_LIMITS.calendarWindows.dept.maxLength),
    category: readText(params, 'category', PORTAL_QUERY_LIMITS.calendarWindows.category.maxLength),
  };
}

/** Only what differs from the defaults goes into the address, so the plain page has a plain URL. */
export function toCalendarSearchParams(state: CalendarState, now: Date): URLSearchParams {
  const params = new URLSearchParams();
  if (state.month !== chinaMonthOf(now)) params.set('month', state.month);
  for (const key of ['view', 'level', 'dept', 'category'] as const) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The number of days in a YYYY-MM month. */
export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** The month before or after, YYYY-MM. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
}

/** 2026年11月 */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${year}年${monthNumber}月`;
}

/** The server's query for a month: its first to its last day, with the filters. */
export function toWindowQuery(state: CalendarState): CalendarWindowQuery {
  return {
    from: `${state.month}-01`,
    to: `${state.month}-${String(daysInMonth(state.month)).padStart(2, '0')}`,
    level: state.level,
    dept: state.dept,
    category: state.category,
  };
}
