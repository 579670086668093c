import { HOUR_MS } from '../clock';

/** China keeps one time zone without daylight saving: local time is UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * HOUR_MS;
/** An institution's working day, in China time: 09:00–17:00, Monday to Friday. */
export const WORKING_DAY_START_HOUR = 9;
export const WORKING_DAY_END_HOUR = 17;
export const WORKING_HOURS_PER_DAY = WORKING_DAY_END_HOUR - WORKING_DAY_START_HOUR;

function dayStart(localMs: number): number {
  const day = new Date(localMs);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}

function isWeekend(localMs: number): boolean {
  const weekday = new Date(localMs).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The first working moment at or after `localMs` (China time shifted into UTC fields). */
function nextWorkingMoment(localMs: number): number {
  let at = localMs;
  for (;;) {
    const start = dayStart(at);
    const open = start + WORKING_DAY_START_HOUR * HOUR_MS;
    const close = start + WORKING_DAY_END_HOUR * HOUR_MS;
    if (!isWeekend(at) && at < close) return Math.max(at, open);
    at = start + 24 * HOUR_MS;
  }
}

/**
 * `hours` of an institution's working time after `from`: time outside 09:00–17:00 China time and on Saturdays
 * and Sundays does not count, so a promised time never falls at night or on a weekend. Statutory holidays and
 * their make-up working days are not known to the stand-in and are counted as ordinary days.
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
