import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { assistantKeys } from './keys';
import type { AssistantConversationSummary } from './types';

/** The signed-in user's conversations, newest first. */
export function getAssistantConversations(
  client: PortalClient,
  options?: CallOptions,
): Promise<ApiResult<{ items: AssistantConversationSummary[] }>> {
  return client.call((api, init) => api.GET('/api/assistant/conversations', init), options);
}

export function assistantConversationsQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: assistantKeys.conversations(),
    queryFn: async ({ signal }) => unwrap(await getAssistantConversations(client, { signal })).items,
  });
}

export type UseAssistantConversationsOptions = {
  queryConfig?: QueryConfig<typeof assistantConversationsQueryOptions>;
};

export function useAssistantConversations({ queryConfig }: UseAssistantConversationsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...assistantConversationsQueryOptions(client), ...queryConfig });
}
