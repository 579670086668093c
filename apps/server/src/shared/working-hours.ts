import { createRequire } from 'node:module';
import { DAY_MS, HOUR_MS } from '../clock';

/** China keeps one time zone without daylight saving: local time is UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * HOUR_MS;
/** An institution's working day, in China time: 09:00–17:00 on a working day. */
export const WORKING_DAY_START_HOUR = 9;
export const WORKING_DAY_END_HOUR = 17;
export const WORKING_HOURS_PER_DAY = WORKING_DAY_END_HOUR - WORKING_DAY_START_HOUR;

/**
 * The State Council's yearly 部分节假日安排 as the `chinese-days` package records it (ADR 70): `holidays`, the days
 * off (法定节假日 and the weekdays taken off around them); `workdays`, the weekend days worked instead (调休上班).
 * Read as data, keyed by China-local dates, rather than through the package's functions, which read weekdays in
 * the server's own time zone. A year the package does not list yet counts Monday to Friday; the package must be
 * updated each year once the next year's notice is out (usually in November).
 */
type HolidayCalendar = { holidays: Record<string, string>; workdays: Record<string, string> };
const CALENDAR = createRequire(import.meta.url)('chinese-days/dist/chinese-days.json') as HolidayCalendar;

/** The last year whose schedule the calendar holds. */
export const HOLIDAY_CALENDAR_LAST_YEAR = Math.max(...Object.keys(CALENDAR.holidays).map((date) => Number(date.slice(0, 4))));

function dayStart(localMs: number): number {
  const day = new Date(localMs);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}

/** Whether the China-local day holding `localMs` (China time in UTC fields) is a working day. */
export function isChinaWorkingDay(localMs: number): boolean {
  const date = new Date(localMs).toISOString().slice(0, 10);
  if (date in CALENDAR.workdays) return true;
  if (date in CALENDAR.holidays) return false;
  const weekday = new Date(localMs).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The first working moment at or after `localMs` (China time shifted into UTC fields). */
function nextWorkingMoment(localMs: number): number {
  let at = localMs;
  for (;;) {
    const start = dayStart(at);
    const open = start + WORKING_DAY_START_HOUR * HOUR_MS;
    const close = start + WORKING_DAY_END_HOUR * HOUR_MS;
    if (isChinaWorkingDay(at) && at < close) return Math.max(at, open);
    at = start + DAY_MS;
  }
}

/**
 * The year, past the last one the calendar knows, that a promised time falls in, or null. Its 法定节假日 are not
 * published yet, so the count treated them as working days: the promise must say so rather than look exact.
 */
export function uncountedHolidayYear(promised: Date): number | null {
  const year = new Date(promised.getTime() + CHINA_OFFSET_MS).getUTCFullYear();
  return year > HOLIDAY_CALENDAR_LAST_YEAR ? HOLIDAY_CALENDAR_LAST_YEAR + 1 : null;
}

/**
 * `hours` of an institution's working time after `from`: only 09:00–17:00 China time on working days counts.
 * Saturdays, Sundays and 法定节假日 do not; a 调休 Saturday or Sunday worked instead does. So a promised time never
 * falls at night, on a weekend off or in a holiday.
 */
export function addWorkingHours(from: Date, hours: number): Date {
  let at = nextWorkingMoment(from.getTime() + CHINA_OFFSET_MS);
  let remaining = hours * HOUR_MS;
  for (;;) {
    const close = dayStart(at) + WORKING_DAY_END_HOUR * HOUR_MS;
    if (remaining <= close - at) return new Date(at + remaining - CHINA_OFFSET_MS);
    remaining -= close - at;
    at = nextWorkingMoment(close);
  }
}
