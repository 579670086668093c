import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { serviceKeys } from './keys';
import type { ServiceProductListQuery, ServiceProductPage } from './types';

/** 服务产品: on-shelf products of certified institutions, filtered by category, need, region and price mode. */
export function getServiceProducts(client: PortalClient, query: ServiceProductListQuery = {}, options?: CallOptions): Promise<ApiResult<ServiceProductPage>> {
  return client.call((api, init) => api.GET('/api/service/products', { ...init, params: { query } }), options);
}

export function serviceProductsQueryOptions(client: PortalClient, query: ServiceProductListQuery = {}) {
  return queryOptions({
    queryKey: serviceKeys.productList(query),
    queryFn: async ({ signal }) => unwrap(await getServiceProducts(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseServiceProductsOptions = {
  query?: ServiceProductListQuery;
  queryConfig?: QueryConfig<typeof serviceProductsQueryOptions>;
};

export function useServiceProducts({ query, queryConfig }: UseServiceProductsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...serviceProductsQueryOptions(client, query), ...queryConfig });
}
