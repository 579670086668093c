import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { marketChainKeys } from './keys';
import type { ChainMatchList } from './types';

/** The signed-in enterprise's matching score to every chain, computed by the server from its ledger. */
export function getChainMatches(client: PortalClient, options?: CallOptions): Promise<ApiResult<ChainMatchList>> {
  return client.call((api, init) => api.GET('/api/market/chain-match/list', init), options);
}

export function chainMatchesQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: marketChainKeys.matches(),
    queryFn: async ({ signal }) => unwrap(await getChainMatches(client, { signal })),
  });
}

export type UseChainMatchesOptions = {
  queryConfig?: QueryConfig<typeof chainMatchesQueryOptions>;
};

/** Needs a session: pass `queryConfig.enabled` so anonymous visitors never ask. */
export function useChainMatches({ queryConfig }: UseChainMatchesOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...chainMatchesQueryOptions(client), ...queryConfig });
}
