import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applyReviewChange } from './demand-cache';
import { marketKeys } from './keys';
import type { DemandRecordDetail } from './types';

/** The operator's decision: approve (public as 待对接) or reject with a reason the publisher receives. */
export type ReviewDemandInput = { id: number; approve: true } | { id: number; approve: false; reason: string };

export function reviewDemand(client: PortalClient, input: ReviewDemandInput, options?: CallOptions): Promise<ApiResult<DemandRecordDetail>> {
  const path = { id: input.id };
  if (input.approve) return client.call((api, init) => api.POST('/api/admin/demands/{id}/approve', { ...init, ...JSON_BODY, params: { path }, body: {} }), options);
  const body = { reason: input.reason };
  return client.call((api, init) => api.POST('/api/admin/demands/{id}/reject', { ...init, ...JSON_BODY, params: { path }, body }), options);
}

export function useReviewDemand() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewDemandInput) => unwrap(await reviewDemand(client, input)),
    onSuccess: (record) => applyReviewChange(queryClient, record),
    onError: (_error, input) => queryClient.invalidateQueries({ queryKey: marketKeys.queueDetail(input.id) }),
  });
}
