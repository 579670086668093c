import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { calendarKeys } from './keys';

/** 停用 the feed address: calendar apps that subscribed get 404 from then on. */
export function revokeFeedSecret(client: PortalClient, options?: CallOptions): Promise<ApiResult<null>> {
  return client.call((api, init) => api.DELETE('/api/calendar/feed-secret', init), options);
}

export function useRevokeFeedSecret() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await revokeFeedSecret(client)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feedStatus() }),
  });
}
