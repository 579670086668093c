const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant as China time, 2026-12-01 09:00, for change records that a person reads. */
export function chinaMinute(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
