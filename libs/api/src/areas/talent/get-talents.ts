import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { normalizeListQuery } from '../policy/query-utils';
import { talentKeys } from './keys';
import type { TalentPage, TalentQuery } from './types';

export const DEFAULT_TALENT_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies TalentQuery;

export function normalizeTalentQuery(query?: TalentQuery): TalentQuery {
  return normalizeListQuery<TalentQuery>(DEFAULT_TALENT_QUERY, query);
}

/** 找人才: public profiles by skill, title, education, experience, region, pay and keyword. */
export function getTalents(client: PortalClient, query: TalentQuery = DEFAULT_TALENT_QUERY, options?: CallOptions): Promise<ApiResult<TalentPage>> {
  return client.call((api, init) => api.GET('/api/talent/list', { ...init, params: { query } }), options);
}

export function talentsQueryOptions(client: PortalClient, query?: TalentQuery) {
  const normalized = normalizeTalentQuery(query);
  return queryOptions({
    queryKey: talentKeys.list(normalized),
    queryFn: async ({ signal }) => unwrap(await getTalents(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseTalentsOptions = {
  query?: TalentQuery;
  queryConfig?: QueryConfig<typeof talentsQueryOptions>;
};

export function useTalents({ query, queryConfig }: UseTalentsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...talentsQueryOptions(client, query), ...queryConfig });
}
