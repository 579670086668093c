import { useSession } from '@smes/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { orgKeys } from '../service/keys';
import type { OrgProduct } from '../service/types';

/** One of the institution's products, for editing (another institution's answers 404). */
export function getOrgProduct(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<OrgProduct>> {
  return client.call((api, init) => api.GET('/api/org/products/{id}', { ...init, params: { path: { id } } }), options);
}

export function orgProductQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: orgKeys.productDetail(id),
    queryFn: async ({ signal }) => unwrap(await getOrgProduct(client, id, { signal })),
  });
}

export type UseOrgProductOptions = {
  id: number;
  queryConfig?: QueryConfig<typeof orgProductQueryOptions>;
};

export function useOrgProduct({ id, queryConfig }: UseOrgProductOptions) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...orgProductQueryOptions(client, id), ...queryConfig, enabled: isLoggedIn && (queryConfig?.enabled ?? true) });
}
