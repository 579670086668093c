import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { marketKeys } from './keys';
import type { DemandRecordDetail } from './types';

/** One of the account's own demands with every response (another account's answers 404). */
export function getMyDemand(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<DemandRecordDetail>> {
  return client.call((api, init) => api.GET('/api/market/my-demands/{id}', { ...init, params: { path: { id } } }), options);
}

export function myDemandQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: marketKeys.myDetail(id),
    queryFn: async ({ signal }) => unwrap(await getMyDemand(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseMyDemandOptions = {
  queryConfig?: QueryConfig<typeof myDemandQueryOptions>;
};

export function useMyDemand(id: number, { queryConfig }: UseMyDemandOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...myDemandQueryOptions(client, id), ...queryConfig });
}
