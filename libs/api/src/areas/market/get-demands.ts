import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { normalizeListQuery } from '../policy/query-utils';
import { marketKeys } from './keys';
import type { DemandPage, DemandQuery } from './types';

export const DEFAULT_DEMAND_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies DemandQuery;

export function normalizeDemandQuery(query?: DemandQuery): DemandQuery {
  return normalizeListQuery<DemandQuery>(DEFAULT_DEMAND_QUERY, query);
}

/** 市场项目: approved demands, newest first, by type, section, region, status, budget and keyword (with synonyms). */
export function getDemands(client: PortalClient, query: DemandQuery = DEFAULT_DEMAND_QUERY, options?: CallOptions): Promise<ApiResult<DemandPage>> {
  return client.call((api, init) => api.GET('/api/market/demands', { ...init, params: { query } }), options);
}

export function demandsQueryOptions(client: PortalClient, query?: DemandQuery) {
  const normalized = normalizeDemandQuery(query);
  return queryOptions({
    queryKey: marketKeys.demandList(normalized),
    queryFn: async ({ signal }) => unwrap(await getDemands(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseDemandsOptions = {
  query?: DemandQuery;
  queryConfig?: QueryConfig<typeof demandsQueryOptions>;
};

export function useDemands({ query, queryConfig }: UseDemandsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...demandsQueryOptions(client, query), ...queryConfig });
}
