import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { useApiConfig, usePortalClient } from '../../provider/use-api';
import { calendarKeys } from './keys';
import type { CalendarFeedSecret } from './types';

/** Makes a new feed address; the previous one stops working at once. */
export function createFeedSecret(client: PortalClient, options?: CallOptions): Promise<ApiResult<CalendarFeedSecret>> {
  return client.call((api, init) => api.POST('/api/calendar/feed-secret', init), options);
}

/** The feed's full address on the portal API host, which is where calendar apps fetch it. */
export function feedUrl(portalApiBase: string, path: string): string {
  return `${portalApiBase.replace(/\/+$/, '')}${path}`;
}

/** Resolves to the full address, which the page shows once. */
export function useCreateFeedSecret() {
  const client = usePortalClient();
  const { portalApiBase } = useApiConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const secret = unwrap(await createFeedSecret(client));
      return { url: feedUrl(portalApiBase, secret.path), createdAt: secret.createdAt };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feedStatus() }),
  });
}
