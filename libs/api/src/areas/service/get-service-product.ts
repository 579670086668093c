import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { serviceKeys } from './keys';
import type { ServiceProductDetail } from './types';

export function getServiceProduct(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<ServiceProductDetail>> {
  return client.call((api, init) => api.GET('/api/service/products/{id}', { ...init, params: { path: { id } } }), options);
}

export function serviceProductQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: serviceKeys.productDetail(id),
    queryFn: async ({ signal }) => unwrap(await getServiceProduct(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseServiceProductOptions = {
  queryConfig?: QueryConfig<typeof serviceProductQueryOptions>;
};

/** One on-shelf product with its institution, rating breakdown and cases; idle for an invalid id. */
export function useServiceProduct(id: number, { queryConfig }: UseServiceProductOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...serviceProductQueryOptions(client, id), ...queryConfig });
}
