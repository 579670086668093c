import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { normalizeListQuery } from '../policy/query-utils';
import { fundKeys } from './keys';
import type { FundPage, FundQuery } from './types';

export const DEFAULT_FUND_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies FundQuery;

export function normalizeFundQuery(query?: FundQuery): FundQuery {
  return normalizeListQuery<FundQuery>(DEFAULT_FUND_QUERY, query);
}

/** 找资金: financial products by guarantee, tag, provider, the amount, rate and term wanted, and keyword. */
export function getFunds(client: PortalClient, query: FundQuery = DEFAULT_FUND_QUERY, options?: CallOptions): Promise<ApiResult<FundPage>> {
  return client.call((api, init) => api.GET('/api/fund/list', { ...init, params: { query } }), options);
}

export function fundsQueryOptions(client: PortalClient, query?: FundQuery) {
  const normalized = normalizeFundQuery(query);
  return queryOptions({
    queryKey: fundKeys.list(normalized),
    queryFn: async ({ signal }) => unwrap(await getFunds(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseFundsOptions = {
  query?: FundQuery;
  queryConfig?: QueryConfig<typeof fundsQueryOptions>;
};

export function useFunds({ query, queryConfig }: UseFundsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...fundsQueryOptions(client, query), ...queryConfig });
}
