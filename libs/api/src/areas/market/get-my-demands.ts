import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { marketKeys } from './keys';
import type { DemandRecordPage, MyDemandQuery } from './types';

/** 个人中心 › 我的需求: drafts, the review states and the public ones, last changed first. */
export function getMyDemands(client: PortalClient, query: MyDemandQuery = {}, options?: CallOptions): Promise<ApiResult<DemandRecordPage>> {
  return client.call((api, init) => api.GET('/api/market/my-demands', { ...init, params: { query } }), options);
}

export function myDemandsQueryOptions(client: PortalClient, query: MyDemandQuery = {}) {
  return queryOptions({
    queryKey: marketKeys.myList(query),
    queryFn: async ({ signal }) => unwrap(await getMyDemands(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseMyDemandsOptions = {
  query?: MyDemandQuery;
  queryConfig?: QueryConfig<typeof myDemandsQueryOptions>;
};

export function useMyDemands({ query, queryConfig }: UseMyDemandsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...myDemandsQueryOptions(client, query), ...queryConfig });
}
