import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { marketKeys } from './keys';
import type { DemandQueueQuery, DemandRecordPage } from './types';

/** 需求审核 (operator): submitted demands, 待审核 by default, oldest submission first. */
export function getDemandQueue(client: PortalClient, query: DemandQueueQuery = {}, options?: CallOptions): Promise<ApiResult<DemandRecordPage>> {
  return client.call((api, init) => api.GET('/api/admin/demands', { ...init, params: { query } }), options);
}

export function demandQueueQueryOptions(client: PortalClient, query: DemandQueueQuery = {}) {
  return queryOptions({
    queryKey: marketKeys.queueList(query),
    queryFn: async ({ signal }) => unwrap(await getDemandQueue(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseDemandQueueOptions = {
  query?: DemandQueueQuery;
  queryConfig?: QueryConfig<typeof demandQueueQueryOptions>;
};

export function useDemandQueue({ query, queryConfig }: UseDemandQueueOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...demandQueueQueryOptions(client, query), ...queryConfig });
}
