const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant as China time, 2026-12-01 09:00, for change records that a person reads. */
export function chinaMinute(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** An instant as a `datetime-local` input shows it in China time (YYYY-MM-DDTHH:mm); '' for none. */
export function toChinaDateTimeInput(iso: string | null): string {
  if (iso === null) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * The instant a `datetime-local` value means when read as China time, whatever the browser's own zone: a window
 * that closes at 17:30 closes at 17:30 in Beijing. Null for an empty or malformed value.
 */
export function fromChinaDateTimeInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}:00+08:00`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
