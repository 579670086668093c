import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { talentKeys } from './keys';
import type { TalentFacets } from './types';

/** Skills and titles with their counts: the options of the list's filters. */
export function getTalentFacets(client: PortalClient, options?: CallOptions): Promise<ApiResult<TalentFacets>> {
  return client.call((api, init) => api.GET('/api/talent/facets', init), options);
}

export function talentFacetsQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: talentKeys.facets(),
    queryFn: async ({ signal }) => unwrap(await getTalentFacets(client, { signal })),
    // The seeded profiles change rarely; the options need not refetch on every visit.
    staleTime: 10 * 60 * 1000,
  });
}

export type UseTalentFacetsOptions = {
  queryConfig?: QueryConfig<typeof talentFacetsQueryOptions>;
};

export function useTalentFacets({ queryConfig }: UseTalentFacetsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...talentFacetsQueryOptions(client), ...queryConfig });
}
