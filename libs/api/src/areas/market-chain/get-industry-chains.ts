import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { marketChainKeys } from './keys';
import type { IndustryChainSummary } from './types';

/** Every industry chain of 链主合作平台, the highest 带动指数 first. */
export function getIndustryChains(client: PortalClient, options?: CallOptions): Promise<ApiResult<IndustryChainSummary[]>> {
  return client.call((api, init) => api.GET('/api/market/chain/list', init), options);
}

export function industryChainsQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: marketChainKeys.list(),
    queryFn: async ({ signal }) => unwrap(await getIndustryChains(client, { signal })),
  });
}

export type UseIndustryChainsOptions = {
  queryConfig?: QueryConfig<typeof industryChainsQueryOptions>;
};

export function useIndustryChains({ queryConfig }: UseIndustryChainsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...industryChainsQueryOptions(client), ...queryConfig });
}
