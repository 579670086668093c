import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { searchKeys } from './keys';
import type { GlobalSearchSuggestion } from './types';

/** Suggestions for what has been typed so far (at most 8). */
export function getGlobalSearchSuggestions(client: PortalClient, keyword: string, options?: CallOptions): Promise<ApiResult<GlobalSearchSuggestion[]>> {
  return client.call((api, init) => api.GET('/api/search/suggest', { ...init, params: { query: { keyword } } }), options);
}

/**
 * The query's `signal` goes to the request: when the typed text changes, the key changes, nothing observes
 * the old query any more and TanStack Query aborts its request instead of letting a stale answer finish.
 */
export function globalSearchSuggestionsQueryOptions(client: PortalClient, keyword: string) {
  const trimmed = keyword.trim();
  return queryOptions({
    queryKey: searchKeys.suggest(trimmed),
    queryFn: async ({ signal }) => unwrap(await getGlobalSearchSuggestions(client, trimmed, { signal })),
    enabled: trimmed !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export type UseGlobalSearchSuggestionsOptions = {
  queryConfig?: QueryConfig<typeof globalSearchSuggestionsQueryOptions>;
};

/** Pass the debounced text: every distinct value is one request. */
export function useGlobalSearchSuggestions(keyword: string, { queryConfig }: UseGlobalSearchSuggestionsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...globalSearchSuggestionsQueryOptions(client, keyword), ...queryConfig });
}
