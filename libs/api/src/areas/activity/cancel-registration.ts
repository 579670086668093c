import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { activityKeys } from './keys';
import type { ActivityRegistration } from './types';

/** Cancels the user's own registration before the activity starts; the seats go back to the activity. */
export function cancelRegistration(client: PortalClient, registrationId: number, options?: CallOptions): Promise<ApiResult<ActivityRegistration>> {
  return client.call((api, init) => api.POST('/api/activity/registrations/{id}/cancel', { ...init, params: { path: { id: registrationId } } }), options);
}

export function useCancelRegistration() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (registrationId: number) => unwrap(await cancelRegistration(client, registrationId)),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: activityKeys.mine() }), queryClient.invalidateQueries({ queryKey: activityKeys.lists() })]),
  });
}
