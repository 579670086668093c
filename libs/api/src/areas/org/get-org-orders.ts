import { useSession } from '@smes/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { orgKeys } from '../service/keys';
import type { OrgOrderListQuery, ServiceOrderPage } from '../service/types';

/** orderManage: the institution's own orders, one status tab at a time, newest first. */
export function getOrgOrders(client: PortalClient, query: OrgOrderListQuery, options?: CallOptions): Promise<ApiResult<ServiceOrderPage>> {
  return client.call((api, init) => api.GET('/api/org/orders', { ...init, params: { query } }), options);
}

export function orgOrdersQueryOptions(client: PortalClient, query: OrgOrderListQuery) {
  return queryOptions({
    queryKey: orgKeys.orderList(query),
    queryFn: async ({ signal }) => unwrap(await getOrgOrders(client, query, { signal })),
    // Switching tabs or pages keeps the last rows on screen instead of flashing the spinner.
    placeholderData: keepPreviousData,
  });
}

export type UseOrgOrdersOptions = {
  query: OrgOrderListQuery;
  queryConfig?: Omit<QueryConfig<typeof orgOrdersQueryOptions>, 'enabled'>;
};

export function useOrgOrders({ query, queryConfig }: UseOrgOrdersOptions) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...orgOrdersQueryOptions(client, query), ...queryConfig, enabled: isLoggedIn });
}
