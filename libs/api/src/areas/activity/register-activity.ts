import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { activityKeys } from './keys';
import type { ActivityRegistration, ActivityRegistrationInput } from './types';

/** useRegist (JSON: the attendee count stays a number): the server takes the seats or answers 409 (full, past the deadline, already registered). */
export function registerActivity(client: PortalClient, activityId: number, input: ActivityRegistrationInput, options?: CallOptions): Promise<ApiResult<ActivityRegistration>> {
  return client.call((api, init) => api.POST('/api/activity/{id}/registrations', { ...init, ...JSON_BODY, params: { path: { id: activityId } }, body: input }), options);
}

export type RegisterActivityVariables = { activityId: number; input: ActivityRegistrationInput };

export function useRegisterActivity() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ activityId, input }: RegisterActivityVariables) => unwrap(await registerActivity(client, activityId, input)),
    // Refused or not, the seats may have moved: every list and detail reads them again.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: activityKeys.mine() }), queryClient.invalidateQueries({ queryKey: activityKeys.lists() })]),
  });
}
