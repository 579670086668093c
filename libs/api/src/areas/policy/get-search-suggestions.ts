import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';
import type { SearchSuggestions } from './types';

/** Popular terms move slowly; a minute keeps back-and-forth between two empty searches free. */
const SUGGESTIONS_STALE_TIME_MS = 60_000;

/** Nearby queries and the most-searched terms for a keyword that found nothing. */
export function getSearchSuggestions(client: PortalClient, keyword: string, options?: CallOptions): Promise<ApiResult<SearchSuggestions>> {
  return client.call((api, init) => api.GET('/api/policy/search-suggestions', { ...init, params: { query: { keyword } } }), options);
}

export function searchSuggestionsQueryOptions(client: PortalClient, keyword: string) {
  return queryOptions({
    queryKey: policyKeys.searchSuggestions(keyword),
    queryFn: async ({ signal }) => unwrap(await getSearchSuggestions(client, keyword, { signal })),
    staleTime: SUGGESTIONS_STALE_TIME_MS,
  });
}

export type UseSearchSuggestionsOptions = {
  keyword: string;
  queryConfig?: QueryConfig<typeof searchSuggestionsQueryOptions>;
};

export function useSearchSuggestions({ keyword, queryConfig }: UseSearchSuggestionsOptions) {
  const client = usePortalClient();
  return useQuery({ ...searchSuggestionsQueryOptions(client, keyword), ...queryConfig });
}
