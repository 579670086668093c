import type { NoticeQuery, NoticeSummary } from '@smes/api';

/** How many applications each to-do group lists (its title carries the total). */
export const PENDING_APPLICATIONS_SHOWN = 3;

/** A favourite's notice is a to-do when it closes within this many days. */
export const FAVORITE_CLOSING_DAYS = 30;
const FAVORITE_LINES = 3;
const DAY_MS = 24 * 3600_000;

/** The open notices of the account's favourite policies, closing soonest first. */
export const FAVORITE_NOTICES_QUERY = {
  pageNum: 1,
  pageSize: FAVORITE_LINES,
  favorite: true,
  status: 'open',
  orderBy: 'end_time',
  isAsc: 'asc',
} as const satisfies NoticeQuery;

/** Of those, the ones that close within FAVORITE_CLOSING_DAYS of `now` (and have not closed yet). */
export function favoriteClosingSoon(notices: readonly NoticeSummary[], now: Date): NoticeSummary[] {
  const until = now.getTime() + FAVORITE_CLOSING_DAYS * DAY_MS;
  return notices.filter((notice) => {
    const end = Date.parse(notice.endTime);
    return end >= now.getTime() && end <= until;
  });
}
