import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { marketKeys } from './keys';
import type { DemandDetail } from './types';

/** One demand as the viewer may see it: public, or their own; the contact only for the two parties. */
export function getDemand(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<DemandDetail>> {
  return client.call((api, init) => api.GET('/api/market/demands/{id}', { ...init, params: { path: { id } } }), options);
}

export function demandQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: marketKeys.demandDetail(id),
    queryFn: async ({ signal }) => unwrap(await getDemand(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseDemandOptions = {
  queryConfig?: QueryConfig<typeof demandQueryOptions>;
};

export function useDemand(id: number, { queryConfig }: UseDemandOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...demandQueryOptions(client, id), ...queryConfig });
}
