import { describe, expect, it } from 'vitest';
import { buildNoticeSummary } from '@smes/api/testing';
import { FAVORITE_CLOSING_DAYS, favoriteClosingSoon } from './todo-rules';

describe('favoriteClosingSoon', () => {
  const now = new Date('2026-11-24T02:00:00Z');
  const at = (days: number) => new Date(now.getTime() + days * 24 * 3600_000).toISOString();

  it('keeps the notices that close within the window and drops later or already closed ones', () => {
    const notices = [
      buildNoticeSummary({ id: 1, endTime: at(-0.01) }),
      buildNoticeSummary({ id: 2, endTime: at(0.5) }),
      buildNoticeSummary({ id: 3, endTime: at(FAVORITE_CLOSING_DAYS) }),
      buildNoticeSummary({ id: 4, endTime: at(FAVORITE_CLOSING_DAYS + 0.01) }),
    ];
    expect(favoriteClosingSoon(notices, now).map((notice) => notice.id)).toEqual([2, 3]);
  });
});
