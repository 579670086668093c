import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { MATCHABLE_POLICIES_STALE_TIME_MS } from './get-matchable-policies';
import { matchKeys } from './keys';
import type { MatchablePoliciesQuery, MatchablePolicyCount } from './types';

export function getMatchablePolicyCount(client: PortalClient, query: MatchablePoliciesQuery = {}, options?: CallOptions): Promise<ApiResult<MatchablePolicyCount>> {
  return client.call((api, init) => api.GET('/api/policy-match/policies/count', { ...init, params: { query } }), options);
}

export function matchablePolicyCountQueryOptions(client: PortalClient, query: MatchablePoliciesQuery = {}) {
  return queryOptions({
    queryKey: matchKeys.policyCount(query),
    queryFn: async ({ signal }) => unwrap(await getMatchablePolicyCount(client, query, { signal })),
    // The number follows the same published policies as the list.
    staleTime: MATCHABLE_POLICIES_STALE_TIME_MS,
  });
}

export type UseMatchablePolicyCountOptions = {
  /** `applicableTo`: count only the policies of that region's chain, as `useMatchablePolicies` would list them. */
  query?: MatchablePoliciesQuery;
  queryConfig?: QueryConfig<typeof matchablePolicyCountQueryOptions>;
};

/** How many policies `useMatchablePolicies` would give for the same query, for a page that shows only the number. */
export function useMatchablePolicyCount({ query = {}, queryConfig }: UseMatchablePolicyCountOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...matchablePolicyCountQueryOptions(client, query), ...queryConfig });
}
