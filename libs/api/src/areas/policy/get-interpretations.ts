import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';
import { normalizeListQuery } from './query-utils';
import type { InterpretationPage, InterpretationQuery } from './types';

export const DEFAULT_INTERPRETATION_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies InterpretationQuery;

export function normalizeInterpretationQuery(query?: InterpretationQuery): InterpretationQuery {
  return normalizeListQuery<InterpretationQuery>(DEFAULT_INTERPRETATION_QUERY, query);
}

/** 政策解读 list: by type (文字/图文), keyword, or the policy they explain. */
export function getInterpretations(
  client: PortalClient,
  query: InterpretationQuery = DEFAULT_INTERPRETATION_QUERY,
  options?: CallOptions,
): Promise<ApiResult<InterpretationPage>> {
  return client.call((api, init) => api.GET('/api/interpretation/list', { ...init, params: { query } }), options);
}

export function interpretationsQueryOptions(client: PortalClient, query?: InterpretationQuery) {
  const normalized = normalizeInterpretationQuery(query);
  return queryOptions({
    queryKey: policyKeys.interpretationList(normalized),
    queryFn: async ({ signal }) => unwrap(await getInterpretations(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseInterpretationsOptions = {
  query?: InterpretationQuery;
  queryConfig?: QueryConfig<typeof interpretationsQueryOptions>;
};

export function useInterpretations({ query, queryConfig }: UseInterpretationsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...interpretationsQueryOptions(client, query), ...queryConfig });
}
