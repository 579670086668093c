import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { matchKeys } from './keys';
import type { SubsidyEstimate } from './types';

/** The signed-in enterprise's 预估可获资金 (保守/乐观) for its current ledger; null without a ledger. */
export function getSubsidyEstimate(client: PortalClient, options?: CallOptions): Promise<ApiResult<SubsidyEstimate | null>> {
  return client.call((api, init) => api.GET('/api/policy-match/estimate', init), options);
}

export function subsidyEstimateQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: matchKeys.estimate(),
    queryFn: async ({ signal }) => unwrap(await getSubsidyEstimate(client, { signal })),
  });
}

export type UseSubsidyEstimateOptions = {
  queryConfig?: QueryConfig<typeof subsidyEstimateQueryOptions>;
};

/** The same range the match report shows, computed by the server from the current ledger. */
export function useSubsidyEstimate({ queryConfig }: UseSubsidyEstimateOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...subsidyEstimateQueryOptions(client), ...queryConfig });
}
