import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { applicationKeys } from './keys';
import type { ApplicationListQuery, ApplicationPage } from './types';

export const DEFAULT_APPLICATION_LIST_QUERY = {
  pageNum: DEFAULT_PAGE_NUM,
  pageSize: DEFAULT_PAGE_SIZE,
} as const satisfies ApplicationListQuery;

/** Fills in the defaults and drops an absent status, so equal lists share one cache entry. */
export function normalizeApplicationListQuery(query: ApplicationListQuery = {}): ApplicationListQuery {
  const merged: ApplicationListQuery = { ...DEFAULT_APPLICATION_LIST_QUERY, ...query };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as ApplicationListQuery;
}

export function getMyApplications(
  client: PortalClient,
  query: ApplicationListQuery = DEFAULT_APPLICATION_LIST_QUERY,
  options?: CallOptions,
): Promise<ApiResult<ApplicationPage>> {
  return client.call((api, init) => api.GET('/api/application/mine', { ...init, params: { query } }), options);
}

export function myApplicationsQueryOptions(client: PortalClient, query?: ApplicationListQuery) {
  const normalized = normalizeApplicationListQuery(query);
  return queryOptions({
    queryKey: applicationKeys.list(normalized),
    queryFn: async ({ signal }) => unwrap(await getMyApplications(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseMyApplicationsOptions = {
  query?: ApplicationListQuery;
  queryConfig?: QueryConfig<typeof myApplicationsQueryOptions>;
};

/** 我的申报: the signed-in enterprise's applications, newest first, optionally of one status. */
export function useMyApplications({ query, queryConfig }: UseMyApplicationsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...myApplicationsQueryOptions(client, query), ...queryConfig });
}
