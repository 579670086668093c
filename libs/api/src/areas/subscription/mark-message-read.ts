import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { subscriptionKeys } from './keys';
import type { MessagePage } from './types';

export function markMessageRead(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<null>> {
  return client.call((api, init) => api.POST('/api/message/{id}/read', { ...init, params: { path: { id } } }), options);
}

/**
 * Marks one message read. The cached lists show it read at once; afterwards every message query (the
 * lists and the header's count) is refetched. The callbacks live here rather than in `mutate` so they
 * still run when the click also navigated away from the message center.
 */
export function useMarkMessageRead() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await markMessageRead(client, id)),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: subscriptionKeys.messageLists() });
      queryClient.setQueriesData<MessagePage>({ queryKey: subscriptionKeys.messageLists() }, (page) =>
        page ? { ...page, rows: page.rows.map((message) => (message.id === id ? { ...message, read: true } : message)) } : page,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.messages() }),
  });
}
