import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';
import { normalizeListQuery } from './query-utils';
import type { NoticePage, NoticeQuery } from './types';

export const DEFAULT_NOTICE_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies NoticeQuery;

export function normalizeNoticeQuery(query?: NoticeQuery): NoticeQuery {
  return normalizeListQuery<NoticeQuery>(DEFAULT_NOTICE_QUERY, query);
}

/** 申报通知检索. */
export function getNotices(client: PortalClient, query: NoticeQuery = DEFAULT_NOTICE_QUERY, options?: CallOptions): Promise<ApiResult<NoticePage>> {
  return client.call((api, init) => api.GET('/api/notice/list', { ...init, params: { query } }), options);
}

export function noticesQueryOptions(client: PortalClient, query?: NoticeQuery) {
  const normalized = normalizeNoticeQuery(query);
  return queryOptions({
    queryKey: policyKeys.noticeList(normalized),
    queryFn: async ({ signal }) => unwrap(await getNotices(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseNoticesOptions = {
  query?: NoticeQuery;
  queryConfig?: QueryConfig<typeof noticesQueryOptions>;
};

export function useNotices({ query, queryConfig }: UseNoticesOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...noticesQueryOptions(client, query), ...queryConfig });
}
