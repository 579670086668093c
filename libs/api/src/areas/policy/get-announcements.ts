import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';
import { normalizeListQuery } from './query-utils';
import type { AnnouncementPage, AnnouncementQuery } from './types';

export const DEFAULT_ANNOUNCEMENT_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies AnnouncementQuery;

export function normalizeAnnouncementQuery(query?: AnnouncementQuery): AnnouncementQuery {
  return normalizeListQuery<AnnouncementQuery>(DEFAULT_ANNOUNCEMENT_QUERY, query);
}

/** 公示公告检索 by category (申报通知/评审结果/资金公示) and keyword. */
export function getAnnouncements(
  client: PortalClient,
  query: AnnouncementQuery = DEFAULT_ANNOUNCEMENT_QUERY,
  options?: CallOptions,
): Promise<ApiResult<AnnouncementPage>> {
  return client.call((api, init) => api.GET('/api/announcement/list', { ...init, params: { query } }), options);
}

export function announcementsQueryOptions(client: PortalClient, query?: AnnouncementQuery) {
  const normalized = normalizeAnnouncementQuery(query);
  return queryOptions({
    queryKey: policyKeys.announcementList(normalized),
    queryFn: async ({ signal }) => unwrap(await getAnnouncements(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseAnnouncementsOptions = {
  query?: AnnouncementQuery;
  queryConfig?: QueryConfig<typeof announcementsQueryOptions>;
};

export function useAnnouncements({ query, queryConfig }: UseAnnouncementsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...announcementsQueryOptions(client, query), ...queryConfig });
}
