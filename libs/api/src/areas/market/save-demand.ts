import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applyMyDemandChange } from './demand-cache';
import type { DemandInput, DemandRecordDetail } from './types';

/** `id` edits a draft or a rejected demand; without it a new one is created. `submit` sends it to review. */
export type SaveDemandInput = { id?: number; demand: DemandInput };

export function saveDemand(client: PortalClient, { id, demand }: SaveDemandInput, options?: CallOptions): Promise<ApiResult<DemandRecordDetail>> {
  if (id === undefined) return client.call((api, init) => api.POST('/api/market/my-demands', { ...init, ...JSON_BODY, body: demand }), options);
  return client.call((api, init) => api.PUT('/api/market/my-demands/{id}', { ...init, ...JSON_BODY, params: { path: { id } }, body: demand }), options);
}

export function useSaveDemand() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveDemandInput) => unwrap(await saveDemand(client, input)),
    onSuccess: (record) => applyMyDemandChange(queryClient, record),
  });
}
