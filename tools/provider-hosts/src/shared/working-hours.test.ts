import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../clock';
import { addWorkingHours } from './working-hours';

/** A China-time wall clock reading, as an instant. */
const china = (local: string) => new Date(`${local}+08:00`);
const chinaText = (date: Date) => new Date(date.getTime() + 8 * HOUR_MS).toISOString().slice(0, 16).replace('T', ' ');

describe('addWorkingHours', () => {
  it('counts only 09:00–17:00 on weekdays, China time', () => {
    // 2026-11-27 is a Friday.
    expect(chinaText(addWorkingHours(china('2026-11-27T10:00'), 2))).toBe('2026-11-27 12:00');
    expect(chinaText(addWorkingHours(china('2026-11-27T16:00'), 2))).toBe('2026-11-30 10:00');
    // Submitted on a Friday evening: nothing counts until Monday morning.
    expect(chinaText(addWorkingHours(china('2026-11-27T20:17'), 2))).toBe('2026-11-30 11:00');
    expect(chinaText(addWorkingHours(china('2026-11-28T20:17'), 24))).toBe('2026-12-02 17:00');
    expect(chinaText(addWorkingHours(china('2026-11-30T07:30'), 8))).toBe('2026-11-30 17:00');
  });

  it('never lands on a weekend or outside working hours, from any start in a week', () => {
    const monday = china('2026-11-30T00:00').getTime();
    for (let minutes = 0; minutes < 7 * 24 * 60; minutes += 37) {
      for (const hours of [2, 8, 24]) {
        const from = new Date(monday + minutes * 60 * 1000);
        const local = new Date(addWorkingHours(from, hours).getTime() + 8 * HOUR_MS);
        const weekday = local.getUTCDay();
        const clock = local.getUTCHours() * 60 + local.getUTCMinutes();
        expect(weekday >= 1 && weekday <= 5, `${from.toISOString()} + ${hours}`).toBe(true);
        expect(clock >= 9 * 60 && clock <= 17 * 60, `${from.toISOString()} + ${hours}`).toBe(true);
        expect(local.getTime() - 8 * HOUR_MS).toBeGreaterThanOrEqual(from.getTime() + hours * HOUR_MS);
      }
    }
  });
});
