import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { assistantKeys } from './keys';
import type { AssistantDocType } from './types';

export type AssistantSuggestionScope = { docType: AssistantDocType | null; docId: string | null };

/** Suggested questions: general ones, or about one document when both docType and docId are given. */
export function getAssistantSuggestions(
  client: PortalClient,
  { docType, docId }: AssistantSuggestionScope,
  options?: CallOptions,
): Promise<ApiResult<{ items: string[] }>> {
  const query = docType !== null && docId !== null ? { docType, docId } : {};
  return client.call((api, init) => api.GET('/api/assistant/suggestions', { ...init, params: { query } }), options);
}

export function assistantSuggestionsQueryOptions(client: PortalClient, scope: AssistantSuggestionScope) {
  return queryOptions({
    queryKey: assistantKeys.suggestions(scope.docType, scope.docId),
    queryFn: async ({ signal }) => unwrap(await getAssistantSuggestions(client, scope, { signal })).items,
    // The questions change with the corpus, not while someone reads the page.
    staleTime: 10 * 60_000,
  });
}

export type UseAssistantSuggestionsOptions = {
  queryConfig?: QueryConfig<typeof assistantSuggestionsQueryOptions>;
};

export function useAssistantSuggestions(scope: AssistantSuggestionScope, { queryConfig }: UseAssistantSuggestionsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...assistantSuggestionsQueryOptions(client, scope), ...queryConfig });
}
