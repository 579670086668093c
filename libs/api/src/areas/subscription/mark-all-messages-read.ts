import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { subscriptionKeys } from './keys';

export function markAllMessagesRead(client: PortalClient, options?: CallOptions): Promise<ApiResult<null>> {
  return client.call((api, init) => api.POST('/api/message/read-all', init), options);
}

/** Marks every message read; the header's count drops to 0 at once, then lists and count are refetched. */
export function useMarkAllMessagesRead() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await markAllMessagesRead(client)),
    onSuccess: () => {
      queryClient.setQueryData(subscriptionKeys.unreadCount(), 0);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.messages() }),
  });
}
