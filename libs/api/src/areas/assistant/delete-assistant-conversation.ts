import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { assistantKeys } from './keys';

export function deleteAssistantConversation(client: PortalClient, id: string, options?: CallOptions): Promise<ApiResult<unknown>> {
  return client.call((api, init) => api.DELETE('/api/assistant/conversations/{id}', { ...init, params: { path: { id } } }), options);
}

/** Deletes one of the user's conversations and refetches the list. */
export function useDeleteAssistantConversation() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      unwrap(await deleteAssistantConversation(client, id));
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: assistantKeys.conversation(id) });
      return queryClient.invalidateQueries({ queryKey: assistantKeys.conversations(), exact: true });
    },
  });
}
