import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { serviceOrderKeys } from './keys';
import type { ServiceOrder } from './types';

/** One of the enterprise's own orders with its timeline, files and review (another's order is 404). */
export function getServiceOrder(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call((api, init) => api.GET('/api/service/orders/{id}', { ...init, params: { path: { id } } }), options);
}

export function serviceOrderQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: serviceOrderKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getServiceOrder(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseServiceOrderOptions = {
  queryConfig?: QueryConfig<typeof serviceOrderQueryOptions>;
};

export function useServiceOrder(id: number, { queryConfig }: UseServiceOrderOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...serviceOrderQueryOptions(client, id), ...queryConfig });
}
