import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { normalizeListQuery } from '../policy/query-utils';
import { govServiceKeys } from './keys';
import type { GovServicePage, GovServiceQuery } from './types';

export const DEFAULT_GOV_SERVICE_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies GovServiceQuery;

export function normalizeGovServiceQuery(query?: GovServiceQuery): GovServiceQuery {
  return normalizeListQuery<GovServiceQuery>(DEFAULT_GOV_SERVICE_QUERY, query);
}

/** 政务服务 items by topic, department, region and keyword; `favorite: true` is the account's 收藏. */
export function getGovServices(client: PortalClient, query: GovServiceQuery = DEFAULT_GOV_SERVICE_QUERY, options?: CallOptions): Promise<ApiResult<GovServicePage>> {
  return client.call((api, init) => api.GET('/api/gov-service/list', { ...init, params: { query } }), options);
}

export function govServicesQueryOptions(client: PortalClient, query?: GovServiceQuery) {
  const normalized = normalizeGovServiceQuery(query);
  return queryOptions({
    queryKey: govServiceKeys.list(normalized),
    queryFn: async ({ signal }) => unwrap(await getGovServices(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseGovServicesOptions = {
  query?: GovServiceQuery;
  queryConfig?: QueryConfig<typeof govServicesQueryOptions>;
};

export function useGovServices({ query, queryConfig }: UseGovServicesOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...govServicesQueryOptions(client, query), ...queryConfig });
}
