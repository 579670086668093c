import { onFirstUse } from './on-first-use';

/**
 * Dates and times as the portal shows them: always in China time (Asia/Shanghai, UTC+8 with no daylight
 * saving), since policy windows, deadlines and records are Chinese business dates and must read the same
 * for a viewer abroad. Unparseable input gives ''.
 */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

const partsFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('zh-CN', {
      timeZone: CHINA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

const longDateFormat = onFirstUse(() => new Intl.DateTimeFormat('zh-CN', { timeZone: CHINA_TIME_ZONE, dateStyle: 'long' }));

export type ChinaDateParts = { year: string; month: string; day: string; hour: string; minute: string };

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * China time has been UTC+8 all year since daylight saving ended in September 1991 (the time zone database's
 * Asia/Shanghai). A moment from 1992 to the year 9999 is read by adding the eight hours, without the Intl formatter:
 * the first Intl formatter a page makes loads the ICU locale data, a long task on a phone (a list of dated cards
 * paid it on its first render; ADR 116). Earlier and later moments go to the formatter, which knows the old rules.
 */
const FIXED_OFFSET_FROM = Date.UTC(1991, 11, 31, 16);
const FIXED_OFFSET_UNTIL = Date.UTC(9999, 11, 31, 16);
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The calendar fields of a moment in China time, zero-padded; null when it is not a date. */
export function chinaDateParts(value: string | Date): ChinaDateParts | null {
  const date = toDate(value);
  if (!date) return null;
  const time = date.getTime();
  if (time >= FIXED_OFFSET_FROM && time < FIXED_OFFSET_UNTIL) {
    const china = new Date(time + CHINA_OFFSET_MS);
    return {
      year: String(china.getUTCFullYear()),
      month: twoDigits(china.getUTCMonth() + 1),
      day: twoDigits(china.getUTCDate()),
      hour: twoDigits(china.getUTCHours()),
      minute: twoDigits(china.getUTCMinutes()),
    };
  }
  const parts = partsFormat().formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** 2026-11-22. */
export function formatChinaDate(value: string | Date): string {
  const parts = chinaDateParts(value);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : '';
}

/** 2026-11-22 09:05. */
export function formatChinaDateTime(value: string | Date): string {
  const parts = chinaDateParts(value);
  return parts ? `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}` : '';
}

/** 09:05. */
export function formatChinaTime(value: string | Date): string {
  const parts = chinaDateParts(value);
  return parts ? `${parts.hour}:${parts.minute}` : '';
}

/** 2026年11月22日, for prose. */
export function formatChinaDateLong(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const time = date.getTime();
  if (time >= FIXED_OFFSET_FROM && time < FIXED_OFFSET_UNTIL) {
    const china = new Date(time + CHINA_OFFSET_MS);
    return `${china.getUTCFullYear()}年${china.getUTCMonth() + 1}月${china.getUTCDate()}日`;
  }
  return longDateFormat().format(date);
}
