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

/** The calendar fields of a moment in China time, zero-padded; null when it is not a date. */
export function chinaDateParts(value: string | Date): ChinaDateParts | null {
  const date = toDate(value);
  if (!date) return null;
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
  return date ? longDateFormat().format(date) : '';
}
