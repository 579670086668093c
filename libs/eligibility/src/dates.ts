const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// The portal serves mainland China (UTC+8, no daylight saving): "today" is the date there,
// whichever machine evaluates, so the browser and the server agree.
const CHINA_OFFSET_MS = 8 * 3_600_000;

type DateParts = { year: number; month: number; day: number };

/** Parses a plain calendar date `YYYY-MM-DD`; null when malformed or not a real date. */
export function parseIsoDate(value: string): DateParts | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

export function assertValidNow(now: unknown, caller: string): asserts now is Date {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new Error(`${caller}: options.now must be a valid Date`);
  }
}

/** Today's date in China as `YYYY-MM-DD`. */
export function chinaToday(now: Date): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

function utc(parts: DateParts, yearOffset = 0): number {
  return Date.UTC(parts.year + yearOffset, parts.month - 1, parts.day);
}

/** Whole years between two dates plus the elapsed fraction of the current year (negative if `to` is earlier). */
export function yearsBetween(from: string, to: string): number | null {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) return null;
  if (utc(end) < utc(start)) return -(yearsBetween(to, from) ?? 0);
  let whole = end.year - start.year;
  if (utc(start, whole) > utc(end)) whole -= 1;
  const anniversary = utc(start, whole);
  const next = utc(start, whole + 1);
  const fraction = (utc(end) - anniversary) / (next - anniversary);
  return Math.round((whole + fraction) * 1e6) / 1e6;
}
