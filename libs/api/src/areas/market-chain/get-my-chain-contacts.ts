import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { marketChainKeys } from './keys';
import type { ChainContactRequestPage, MyChainContactQuery } from './types';

/** The enterprise's own 我要对接 requests on chain opportunities, newest first; `chainId` narrows to one chain. */
export function getMyChainContacts(client: PortalClient, query: MyChainContactQuery = {}, options?: CallOptions): Promise<ApiResult<ChainContactRequestPage>> {
  return client.call((api, init) => api.GET('/api/market/chain/my-contact-requests', { ...init, params: { query } }), options);
}

export function myChainContactsQueryOptions(client: PortalClient, query: MyChainContactQuery = {}) {
  return queryOptions({
    queryKey: marketChainKeys.myContactList(query),
    queryFn: async ({ signal }) => unwrap(await getMyChainContacts(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseMyChainContactsOptions = { query?: MyChainContactQuery; queryConfig?: QueryConfig<typeof myChainContactsQueryOptions> };

/** Needs an enterprise session: pass `queryConfig.enabled` so other visitors never ask. */
export function useMyChainContacts({ query, queryConfig }: UseMyChainContactsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...myChainContactsQueryOptions(client, query), ...queryConfig });
}
