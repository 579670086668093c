import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { marketKeys } from './keys';
import type { DemandResponse, DemandResponseInput } from './types';

export type RespondToDemandInput = { demandId: number } & DemandResponseInput;

/** 我要对接: one response per enterprise and demand (409 for a second, 403 on one's own demand). */
export function respondToDemand(client: PortalClient, { demandId, ...body }: RespondToDemandInput, options?: CallOptions): Promise<ApiResult<DemandResponse>> {
  return client.call(
    (api, init) => api.POST('/api/market/demands/{id}/responses', { ...init, ...JSON_BODY, params: { path: { id: demandId } }, body }),
    options,
  );
}

export function useRespondToDemand() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RespondToDemandInput) => unwrap(await respondToDemand(client, input)),
    onSettled: async (_response, _error, input) => {
      await queryClient.invalidateQueries({ queryKey: marketKeys.demandDetail(input.demandId) });
      // 我对接的需求 lists it from now on.
      await queryClient.invalidateQueries({ queryKey: marketKeys.myResponses() });
    },
  });
}
