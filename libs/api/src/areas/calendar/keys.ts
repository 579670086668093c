import { portalKeys } from '../../query-keys';
import type { CalendarWindowQuery } from './types';

/**
 * Query keys of 申报日历. Every answer carries the viewer's 已关注 and 为你推荐, so all of it sits under
 * the account's keys (logging out drops it), and a follow or unfollow refreshes the grid and the list
 * of followed windows through one prefix.
 */
export const calendarKeys = {
  all: () => [...portalKeys.user(), 'calendar'] as const,
  windowLists: () => [...calendarKeys.all(), 'windows'] as const,
  windows: (query: CalendarWindowQuery) => [...calendarKeys.windowLists(), query] as const,
  follows: () => [...calendarKeys.all(), 'follows'] as const,
  feedStatus: () => [...calendarKeys.all(), 'feed'] as const,
};
