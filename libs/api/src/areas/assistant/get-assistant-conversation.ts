import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { assistantKeys } from './keys';
import type { AssistantConversation } from './types';

/** One of the signed-in user's conversations with its messages (404 for anyone else's). */
export function getAssistantConversation(client: PortalClient, id: string, options?: CallOptions): Promise<ApiResult<AssistantConversation>> {
  return client.call((api, init) => api.GET('/api/assistant/conversations/{id}', { ...init, params: { path: { id } } }), options);
}

export function assistantConversationQueryOptions(client: PortalClient, id: string) {
  return queryOptions({
    queryKey: assistantKeys.conversation(id),
    queryFn: async ({ signal }) => unwrap(await getAssistantConversation(client, id, { signal })),
    enabled: id !== '',
  });
}

export type UseAssistantConversationOptions = {
  queryConfig?: QueryConfig<typeof assistantConversationQueryOptions>;
};

export function useAssistantConversation(id: string, { queryConfig }: UseAssistantConversationOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...assistantConversationQueryOptions(client, id), ...queryConfig });
}
