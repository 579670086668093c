import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { serviceOrderKeys } from './keys';
import type { ServiceOrderMineQuery, ServiceOrderPage } from './types';

/** 我的订单: the signed-in enterprise's orders, newest first, optionally of one status. */
export function getMyServiceOrders(client: PortalClient, query: ServiceOrderMineQuery = {}, options?: CallOptions): Promise<ApiResult<ServiceOrderPage>> {
  return client.call((api, init) => api.GET('/api/service/orders/mine', { ...init, params: { query } }), options);
}

export function myServiceOrdersQueryOptions(client: PortalClient, query: ServiceOrderMineQuery = {}) {
  return queryOptions({
    queryKey: serviceOrderKeys.mine(query),
    queryFn: async ({ signal }) => unwrap(await getMyServiceOrders(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseMyServiceOrdersOptions = {
  query?: ServiceOrderMineQuery;
  queryConfig?: QueryConfig<typeof myServiceOrdersQueryOptions>;
};

export function useMyServiceOrders({ query, queryConfig }: UseMyServiceOrdersOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...myServiceOrdersQueryOptions(client, query), ...queryConfig });
}
