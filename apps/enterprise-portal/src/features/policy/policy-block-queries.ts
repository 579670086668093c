import type { NoticeQuery, PolicyQuery } from '@smes/api';

/** The query of 即将截止的申报通知, shared by the block and the home prefetch so their keys match. */
export function closingNoticesQuery(size: number, applicableTo?: string): NoticeQuery {
  const query: NoticeQuery = { pageNum: 1, pageSize: size, status: 'open', orderBy: 'end_time', isAsc: 'asc' };
  return applicableTo ? { ...query, applicableTo } : query;
}

/** The query of 最新政策, shared by the block and the home prefetch so their keys match. */
export function latestPoliciesQuery(size: number): PolicyQuery {
  return { pageNum: 1, pageSize: size, orderBy: 'publish_date', isAsc: 'desc' };
}

export const CLOSING_NOTICES_SIZE = 5;
export const LATEST_POLICIES_SIZE = 6;
