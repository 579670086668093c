import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { isReportId } from './get-report';
import { matchKeys } from './keys';
import type { ReportMatchPage } from './types';

/** Policies per page once a category is opened beyond the first page its detail carries (ADR 122). */
export const REPORT_MATCHES_PAGE_SIZE = 50;

export function getReportMatches(client: PortalClient, id: number, query: { category: string; pageNum: number; pageSize?: number }, options?: CallOptions): Promise<ApiResult<ReportMatchPage>> {
  return client.call(
    (api, init) => api.GET('/api/enterprise/reports/{id}/matches', { ...init, params: { path: { id }, query: { pageSize: REPORT_MATCHES_PAGE_SIZE, ...query } } }),
    options,
  );
}

/** A category of a saved match report page by page, from its first; the next page while fewer than its total are loaded. */
export function reportMatchesQueryOptions(client: PortalClient, id: number, category: string) {
  return infiniteQueryOptions({
    queryKey: matchKeys.reportMatches(id, category),
    queryFn: async ({ pageParam, signal }) => unwrap(await getReportMatches(client, id, { category, pageNum: pageParam }, { signal })),
    initialPageParam: 1,
    getNextPageParam: (last: ReportMatchPage) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    enabled: isReportId(id) && category.length > 0,
  });
}

/** The policies of one category of a saved match report, loaded a page at a time; idle while `enabled` is false. */
export function useReportMatches(id: number, category: string, { enabled = true }: { enabled?: boolean } = {}) {
  const client = usePortalClient();
  const options = reportMatchesQueryOptions(client, id, category);
  return useInfiniteQuery({ ...options, enabled: enabled && options.enabled !== false });
}
