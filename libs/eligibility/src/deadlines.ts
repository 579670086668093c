/**
 * Deadlines as an enterprise in China reads them, whatever the clock of the machine showing them: the closing
 * day is the China calendar day of the instant a window closes, 今日截止 is said on that day only, the day before
 * says 明天 17:30 截止, earlier days count whole China days (剩 N 天). Reminders go out 7 days before, the day
 * before and on the closing day.
 */

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The China calendar day (YYYY-MM-DD) of an instant: 2026-11-24T17:00Z is already the 25th in Beijing. dates.ts's
 * `chinaToday`, written out here: the home page's deadlines would otherwise fetch all of dates.ts (a chunk of its own,
 * the ledger's date rules) for this line (ADR 129); deadlines.test.ts holds the two equal.
 */
export function chinaDateOf(instant: string | Date): string {
  return new Date((typeof instant === 'string' ? new Date(instant) : instant).getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** HH:MM of an instant in China time. */
export function chinaTimeOf(instant: string | Date): string {
  const shifted = new Date((typeof instant === 'string' ? new Date(instant) : instant).getTime() + CHINA_OFFSET_MS);
  return `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
}

/** Whole China calendar days from `now`'s day to the closing day (0 on the closing day itself, negative after). */
export function daysUntilClose(endTime: string, now: Date): number {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
  return Math.round((day(chinaDateOf(endTime)) - day(chinaDateOf(now))) / DAY_MS);
}

/** Whether the window has closed at `now` (the instant, not the day). */
export function hasClosed(endTime: string, now: Date): boolean {
  return new Date(endTime).getTime() <= now.getTime();
}

/**
 * The deadline in words at `now`: 今日 17:30 截止 on the closing day, 明天 17:30 截止 the day before, 剩 N 天
 * earlier, 已截止 once past.
 */
export function deadlineText(endTime: string, now: Date): string {
  if (hasClosed(endTime, now)) return '已截止';
  const days = daysUntilClose(endTime, now);
  if (days <= 0) return `今日 ${chinaTimeOf(endTime)} 截止`;
  if (days === 1) return `明天 ${chinaTimeOf(endTime)} 截止`;
  return `剩 ${days} 天`;
}

/** Whether the window closes today (China time) and has not yet: the only time 今日截止 may be said. */
export function closesToday(endTime: string, now: Date): boolean {
  return !hasClosed(endTime, now) && daysUntilClose(endTime, now) === 0;
}

export type ReminderStage = 'week' | 'day' | 'today';

/** The reminder rule: 7 days before the closing day, the day before, and the closing day itself until the close. */
export const REMINDER_DAYS: Readonly<Record<ReminderStage, number>> = { week: 7, day: 1, today: 0 };

/** The reminder due on `now`'s China day, if any; a window followed later than a stage does not get it late. */
export function reminderStage(endTime: string, now: Date): ReminderStage | null {
  if (hasClosed(endTime, now)) return null;
  const days = daysUntilClose(endTime, now);
  if (days === REMINDER_DAYS.today) return 'today';
  if (days === REMINDER_DAYS.day) return 'day';
  if (days === REMINDER_DAYS.week) return 'week';
  return null;
}

/** 7 天后截止申报 / 明天 17:30 截止申报 / 今天 17:30 截止申报, with the title. */
export function reminderTitle(stage: ReminderStage, endTime: string, title: string): string {
  if (stage === 'today') return `今天 ${chinaTimeOf(endTime)} 截止申报：${title}`;
  if (stage === 'day') return `明天 ${chinaTimeOf(endTime)} 截止申报：${title}`;
  return `${REMINDER_DAYS.week} 天后截止申报：${title}`;
}
