import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { subscriptionKeys } from './keys';
import type { Subscription } from './types';

/** `PUT /api/subscription` replaces the whole subscription; the body is JSON (arrays of codes). */
export function updateSubscription(client: PortalClient, subscription: Subscription, options?: CallOptions): Promise<ApiResult<Subscription>> {
  return client.call((api, init) => api.PUT('/api/subscription', { ...init, ...JSON_BODY, body: subscription }), options);
}

/** Saves the subscription; the server's answer replaces the cached one. */
export function useUpdateSubscription() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscription: Subscription) => unwrap(await updateSubscription(client, subscription)),
    onSuccess: (saved) => {
      queryClient.setQueryData(subscriptionKeys.subscription(), saved);
    },
  });
}
