import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { fundKeys } from './keys';
import type { FundDetail } from './types';

/** One financial product with its conditions, materials and repayment methods. */
export function getFund(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<FundDetail>> {
  return client.call((api, init) => api.GET('/api/fund/{id}', { ...init, params: { path: { id } } }), options);
}

export function fundQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: fundKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getFund(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseFundOptions = {
  queryConfig?: QueryConfig<typeof fundQueryOptions>;
};

export function useFund(id: number, { queryConfig }: UseFundOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...fundQueryOptions(client, id), ...queryConfig });
}

/** Several products at once (the comparison), each cached as its own detail. */
export function useFundsById(ids: readonly number[]) {
  const client = usePortalClient();
  return useQueries({ queries: ids.map((id) => fundQueryOptions(client, id)) });
}
