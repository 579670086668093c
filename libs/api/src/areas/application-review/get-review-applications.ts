import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { applicationReviewKeys } from './keys';
import type { AdminApplicationListQuery, AdminApplicationList } from './types';

/** Fills in the defaults and drops absent filters, so equal lists share one cache entry. */
export function normalizeReviewListQuery(query: AdminApplicationListQuery = {}): AdminApplicationListQuery {
  const merged: AdminApplicationListQuery = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE, ...query };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined && value !== '')) as AdminApplicationListQuery;
}

export function getReviewApplications(client: PortalClient, query: AdminApplicationListQuery, options?: CallOptions): Promise<ApiResult<AdminApplicationList>> {
  return client.call((api, init) => api.GET('/api/admin/applications', { ...init, params: { query } }), options);
}

export function reviewApplicationsQueryOptions(client: PortalClient, query?: AdminApplicationListQuery) {
  const normalized = normalizeReviewListQuery(query);
  return queryOptions({
    queryKey: applicationReviewKeys.list(normalized),
    queryFn: async ({ signal }) => unwrap(await getReviewApplications(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseReviewApplicationsOptions = {
  query?: AdminApplicationListQuery;
  queryConfig?: QueryConfig<typeof reviewApplicationsQueryOptions>;
};

/** 申报受理 list: applications from 已提交 on (operator account only; others get 403). */
export function useReviewApplications({ query, queryConfig }: UseReviewApplicationsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...reviewApplicationsQueryOptions(client, query), ...queryConfig });
}
