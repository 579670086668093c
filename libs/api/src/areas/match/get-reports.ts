import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { matchKeys } from './keys';
import type { ReportListQuery, ReportPage } from './types';

/** Fills in the paging defaults and drops an empty type, so equal lists share one cache entry. */
export function normalizeReportQuery(query: ReportListQuery = {}): ReportListQuery {
  const normalized: ReportListQuery = {
    pageNum: query.pageNum ?? DEFAULT_PAGE_NUM,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    ...(query.type ? { type: query.type } : {}),
  };
  return normalized;
}

export function getReports(client: PortalClient, query: ReportListQuery = {}, options?: CallOptions): Promise<ApiResult<ReportPage>> {
  return client.call((api, init) => api.GET('/api/enterprise/reports', { ...init, params: { query } }), options);
}

export function reportsQueryOptions(client: PortalClient, query?: ReportListQuery) {
  const normalized = normalizeReportQuery(query);
  return queryOptions({
    queryKey: matchKeys.reportList(normalized),
    queryFn: async ({ signal }) => unwrap(await getReports(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseReportsOptions = {
  query?: ReportListQuery;
  queryConfig?: QueryConfig<typeof reportsQueryOptions>;
};

/** The account's saved reports (我的报告), newest first. */
export function useReports({ query, queryConfig }: UseReportsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...reportsQueryOptions(client, query), ...queryConfig });
}
