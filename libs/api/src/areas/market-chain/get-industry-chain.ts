import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { marketChainKeys } from './keys';
import type { IndustryChainDetail } from './types';

/** A chain with its segments, leaders and the supply/demand opportunities still open. */
export function getIndustryChain(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<IndustryChainDetail>> {
  return client.call((api, init) => api.GET('/api/market/chain/{id}', { ...init, params: { path: { id } } }), options);
}

export function industryChainQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: marketChainKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getIndustryChain(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseIndustryChainOptions = {
  queryConfig?: QueryConfig<typeof industryChainQueryOptions>;
};

export function useIndustryChain(id: number, { queryConfig }: UseIndustryChainOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...industryChainQueryOptions(client, id), ...queryConfig });
}
