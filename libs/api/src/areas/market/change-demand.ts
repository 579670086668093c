import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applyMyDemandChange } from './demand-cache';
import { marketKeys } from './keys';
import type { DemandRecordDetail, DemandStatus } from './types';

/**
 * The publisher's three moves on a public demand: 采纳 one response (→ 对接中), 已成交, 关闭. `expectedStatus` is
 * the status the screen showed: the server answers 409 with the fresh demand when it has moved on.
 */
export type DemandChangeInput =
  | { id: number; action: 'accept'; responseId: number; expectedStatus?: DemandStatus }
  | { id: number; action: 'deal' | 'close'; expectedStatus?: DemandStatus };

export function changeDemand(client: PortalClient, input: DemandChangeInput, options?: CallOptions): Promise<ApiResult<DemandRecordDetail>> {
  const path = { id: input.id };
  const expected = input.expectedStatus === undefined ? {} : { expectedStatus: input.expectedStatus };
  if (input.action === 'accept') {
    const body = { responseId: input.responseId, ...expected };
    return client.call((api, init) => api.POST('/api/market/my-demands/{id}/accept', { ...init, ...JSON_BODY, params: { path }, body }), options);
  }
  if (input.action === 'deal') {
    return client.call((api, init) => api.POST('/api/market/my-demands/{id}/deal', { ...init, ...JSON_BODY, params: { path }, body: expected }), options);
  }
  return client.call((api, init) => api.POST('/api/market/my-demands/{id}/close', { ...init, ...JSON_BODY, params: { path }, body: expected }), options);
}

export function useChangeDemand() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DemandChangeInput) => unwrap(await changeDemand(client, input)),
    onSuccess: (record) => applyMyDemandChange(queryClient, record),
    onError: (_error, input) => queryClient.invalidateQueries({ queryKey: marketKeys.myDetail(input.id) }),
  });
}
