import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';
import { normalizeListQuery } from './query-utils';
import type { PolicyPage, PolicyQuery } from './types';

export const DEFAULT_POLICY_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies PolicyQuery;

export function normalizePolicyQuery(query?: PolicyQuery): PolicyQuery {
  return normalizeListQuery<PolicyQuery>(DEFAULT_POLICY_QUERY, query);
}

/** 政策原文检索: full-text search, filters and sorting are the server's; hits come back as highlighted segments. */
export function getPolicies(client: PortalClient, query: PolicyQuery = DEFAULT_POLICY_QUERY, options?: CallOptions): Promise<ApiResult<PolicyPage>> {
  return client.call((api, init) => api.GET('/api/policy/list', { ...init, params: { query } }), options);
}

export function policiesQueryOptions(client: PortalClient, query?: PolicyQuery) {
  const normalized = normalizePolicyQuery(query);
  return queryOptions({
    queryKey: policyKeys.list(normalized),
    queryFn: async ({ signal }) => unwrap(await getPolicies(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UsePoliciesOptions = {
  query?: PolicyQuery;
  queryConfig?: QueryConfig<typeof policiesQueryOptions>;
};

export function usePolicies({ query, queryConfig }: UsePoliciesOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...policiesQueryOptions(client, query), ...queryConfig });
}
