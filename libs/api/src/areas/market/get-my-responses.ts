import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { marketKeys } from './keys';
import type { MyDemandResponsePage, MyResponseQuery } from './types';

/** 个人中心 › 我对接的需求: the demands the enterprise responded to, with its response and whether it was accepted. */
export function getMyResponses(client: PortalClient, query: MyResponseQuery = {}, options?: CallOptions): Promise<ApiResult<MyDemandResponsePage>> {
  return client.call((api, init) => api.GET('/api/market/my-responses', { ...init, params: { query } }), options);
}

export function myResponsesQueryOptions(client: PortalClient, query: MyResponseQuery = {}) {
  return queryOptions({
    queryKey: marketKeys.myResponseList(query),
    queryFn: async ({ signal }) => unwrap(await getMyResponses(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseMyResponsesOptions = {
  query?: MyResponseQuery;
  queryConfig?: QueryConfig<typeof myResponsesQueryOptions>;
};

export function useMyResponses({ query, queryConfig }: UseMyResponsesOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...myResponsesQueryOptions(client, query), ...queryConfig });
}
