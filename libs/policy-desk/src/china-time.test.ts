import { describe, expect, it } from 'vitest';
import { chinaMinute, fromChinaDateTimeInput, toChinaDateTimeInput } from './china-time';

describe('China time for the desk', () => {
  it('shows and reads a window in Beijing time, across the UTC date line', () => {
    expect(toChinaDateTimeInput('2026-12-31T16:30:00.000Z')).toBe('2027-01-01T00:30');
    expect(fromChinaDateTimeInput('2027-01-01T00:30')).toBe('2026-12-31T16:30:00.000Z');
    expect(fromChinaDateTimeInput(toChinaDateTimeInput('2026-12-01T09:30:00.000Z'))).toBe('2026-12-01T09:30:00.000Z');
    expect(chinaMinute('2026-12-01T09:30:00.000Z')).toBe('2026-12-01 17:30');
  });

  it('reads nothing from an empty or malformed value', () => {
    expect(toChinaDateTimeInput(null)).toBe('');
    expect(fromChinaDateTimeInput('')).toBeNull();
    expect(fromChinaDateTimeInput('2026-13-40T99:99')).toBeNull();
  });
});
