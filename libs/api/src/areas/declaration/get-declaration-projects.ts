import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { portalKeys } from '../../query-keys';
import type { DeclarationProjectPage, DeclarationQuery } from '../../types';

/** The spec's default list query (§7). */
export const DEFAULT_DECLARATION_QUERY = {
  pageNum: DEFAULT_PAGE_NUM,
  pageSize: DEFAULT_PAGE_SIZE,
  orderByColumn: 'create_time',
  isAsc: 'desc',
} as const satisfies DeclarationQuery;

/** Fills in the defaults and drops empty filters, so equal searches share one cache entry. */
export function normalizeDeclarationQuery(query: DeclarationQuery = {}): DeclarationQuery {
  const merged: DeclarationQuery = { ...DEFAULT_DECLARATION_QUERY, ...query };
  const keyword = merged.keyword?.trim();
  const normalized: DeclarationQuery = { ...merged, keyword: keyword === '' ? undefined : keyword };
  return Object.fromEntries(Object.entries(normalized).filter(([, value]) => value !== undefined)) as DeclarationQuery;
}

export function getDeclarationProjects(
  client: PortalClient,
  query: DeclarationQuery = DEFAULT_DECLARATION_QUERY,
  options?: CallOptions,
): Promise<ApiResult<DeclarationProjectPage>> {
  return client.call((api, init) => api.GET('/api/gDeclaraManage/list', { ...init, params: { query } }), options);
}

export function declarationProjectsQueryOptions(client: PortalClient, query?: DeclarationQuery) {
  const normalized = normalizeDeclarationQuery(query);
  return queryOptions({
    queryKey: portalKeys.declarationList(normalized),
    queryFn: async ({ signal }) => unwrap(await getDeclarationProjects(client, normalized, { signal })),
    // The previous page stays on screen while the next one loads, so the paginator does not jump.
    placeholderData: keepPreviousData,
  });
}

export type UseDeclarationProjectsOptions = {
  query?: DeclarationQuery;
  queryConfig?: QueryConfig<typeof declarationProjectsQueryOptions>;
};

export function useDeclarationProjects({ query, queryConfig }: UseDeclarationProjectsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...declarationProjectsQueryOptions(client, query), ...queryConfig });
}
