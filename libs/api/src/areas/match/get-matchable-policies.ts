import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { matchKeys } from './keys';
import type { MatchablePolicy, MatchablePoliciesQuery } from './types';

/** Rule sets change with published policies, not by the minute; what-if runs on one copy per visit. */
export const MATCHABLE_POLICIES_STALE_TIME_MS = 10 * 60 * 1000;

export function getMatchablePolicies(client: PortalClient, query: MatchablePoliciesQuery = {}, options?: CallOptions): Promise<ApiResult<MatchablePolicy[]>> {
  return client.call((api, init) => api.GET('/api/policy-match/policies', { ...init, params: { query } }), options);
}

export function matchablePoliciesQueryOptions(client: PortalClient, query: MatchablePoliciesQuery = {}) {
  return queryOptions({
    queryKey: matchKeys.policies(query),
    queryFn: async ({ signal }) => unwrap(await getMatchablePolicies(client, query, { signal })),
    staleTime: MATCHABLE_POLICIES_STALE_TIME_MS,
  });
}

export type UseMatchablePoliciesOptions = {
  /** `applicableTo`: only the policies of that region's chain (全国, its province, city, district). */
  query?: MatchablePoliciesQuery;
  queryConfig?: QueryConfig<typeof matchablePoliciesQueryOptions>;
};

/** Policies in force with their rule sets, for the questionnaire and the in-browser what-if. */
export function useMatchablePolicies({ query = {}, queryConfig }: UseMatchablePoliciesOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...matchablePoliciesQueryOptions(client, query), ...queryConfig });
}
