import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';
import type { PolicyRecommendation } from './types';

/** 为你推荐: the policies that match the signed-in enterprise's ledger best (login required). */
export function getPolicyRecommendations(client: PortalClient, options?: CallOptions): Promise<ApiResult<PolicyRecommendation[]>> {
  return client.call((api, init) => api.GET('/api/policy-match/recommend', init), options);
}

export function policyRecommendationsQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: policyKeys.recommendations(),
    queryFn: async ({ signal }) => unwrap(await getPolicyRecommendations(client, { signal })),
  });
}

export type UsePolicyRecommendationsOptions = {
  queryConfig?: QueryConfig<typeof policyRecommendationsQueryOptions>;
};

export function usePolicyRecommendations({ queryConfig }: UsePolicyRecommendationsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...policyRecommendationsQueryOptions(client), ...queryConfig });
}
