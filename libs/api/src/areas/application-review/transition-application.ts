import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applicationKeys } from '../application/keys';
import { applicationReviewKeys } from './keys';
import type { AdminApplication, ApplicationTransition } from './types';

export type ApplicationTransitionRequest = { id: number; transition: ApplicationTransition };

/** 办理: one step of the state machine; 409 when the application moved since `from` was read. */
export function transitionApplication(client: PortalClient, { id, transition }: ApplicationTransitionRequest, options?: CallOptions): Promise<ApiResult<AdminApplication>> {
  return client.call((api, init) => api.POST('/api/admin/applications/{id}/transition', { ...init, ...JSON_BODY, params: { path: { id } }, body: transition }), options);
}

/**
 * After a step, or after a 409 (someone else moved it), the detail and the lists are read again so the
 * operator acts on the fresh state.
 */
export function useTransitionApplication() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ApplicationTransitionRequest) => unwrap(await transitionApplication(client, request)),
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationReviewKeys.detail(answer.application.id), answer);
    },
    onError: (_error, request) => {
      void queryClient.invalidateQueries({ queryKey: applicationReviewKeys.detail(request.id) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationReviewKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all() });
    },
  });
}
