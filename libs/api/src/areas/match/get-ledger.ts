import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { matchKeys } from './keys';
import type { LedgerRecord } from './types';

export function getLedger(client: PortalClient, options?: CallOptions): Promise<ApiResult<LedgerRecord>> {
  return client.call((api, init) => api.GET('/api/enterprise/ledger', init), options);
}

export function ledgerQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: matchKeys.ledger(),
    queryFn: async ({ signal }) => unwrap(await getLedger(client, { signal })),
  });
}

export type UseLedgerOptions = {
  queryConfig?: QueryConfig<typeof ledgerQueryOptions>;
};

/** The signed-in enterprise's ledger (企业档案); pass `queryConfig.enabled` to wait for a session. */
export function useLedger({ queryConfig }: UseLedgerOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...ledgerQueryOptions(client), ...queryConfig });
}
