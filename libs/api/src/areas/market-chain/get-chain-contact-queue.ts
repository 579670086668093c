import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { marketChainKeys } from './keys';
import type { ChainContactQueueQuery, ChainContactRequestPage } from './types';

/** 产业链对接 (operator): requests to relay oldest first, those with an outcome newest first. */
export function getChainContactQueue(client: PortalClient, query: ChainContactQueueQuery, options?: CallOptions): Promise<ApiResult<ChainContactRequestPage>> {
  return client.call((api, init) => api.GET('/api/admin/chain-contact-requests', { ...init, params: { query } }), options);
}

export function chainContactQueueQueryOptions(client: PortalClient, query: ChainContactQueueQuery) {
  return queryOptions({
    queryKey: marketChainKeys.contactQueueList(query),
    queryFn: async ({ signal }) => unwrap(await getChainContactQueue(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseChainContactQueueOptions = { query: ChainContactQueueQuery; queryConfig?: QueryConfig<typeof chainContactQueueQueryOptions> };

export function useChainContactQueue({ query, queryConfig }: UseChainContactQueueOptions) {
  const client = usePortalClient();
  return useQuery({ ...chainContactQueueQueryOptions(client, query), ...queryConfig });
}
