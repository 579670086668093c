import { useSession } from '@smes/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { orgKeys } from '../service/keys';
import type { OrgProductListQuery, OrgProductPage } from '../service/types';

/** productManage: the institution's own products, off-shelf ones included, last changed first. */
export function getOrgProducts(client: PortalClient, query: OrgProductListQuery, options?: CallOptions): Promise<ApiResult<OrgProductPage>> {
  return client.call((api, init) => api.GET('/api/org/products', { ...init, params: { query } }), options);
}

export function orgProductsQueryOptions(client: PortalClient, query: OrgProductListQuery) {
  return queryOptions({
    queryKey: orgKeys.productList(query),
    queryFn: async ({ signal }) => unwrap(await getOrgProducts(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseOrgProductsOptions = {
  query: OrgProductListQuery;
  queryConfig?: Omit<QueryConfig<typeof orgProductsQueryOptions>, 'enabled'>;
};

export function useOrgProducts({ query, queryConfig }: UseOrgProductsOptions) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...orgProductsQueryOptions(client, query), ...queryConfig, enabled: isLoggedIn });
}
