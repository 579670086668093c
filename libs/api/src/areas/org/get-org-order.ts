import { useSession } from '@smes/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { orgKeys } from '../service/keys';
import type { ServiceOrder } from '../service/types';

/** One of the institution's orders; the enterprise's contact is null until the order is accepted. */
export function getOrgOrder(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call((api, init) => api.GET('/api/org/orders/{id}', { ...init, params: { path: { id } } }), options);
}

export function orgOrderQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: orgKeys.orderDetail(id),
    queryFn: async ({ signal }) => unwrap(await getOrgOrder(client, id, { signal })),
  });
}

export type UseOrgOrderOptions = {
  id: number;
  queryConfig?: Omit<QueryConfig<typeof orgOrderQueryOptions>, 'enabled'>;
};

export function useOrgOrder({ id, queryConfig }: UseOrgOrderOptions) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...orgOrderQueryOptions(client, id), ...queryConfig, enabled: isLoggedIn });
}
