import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { talentContractKeys } from './keys';
import type { TalentContract } from './types';

/** Withdraws the enterprise's own 签约意向 while the person has not answered. */
export function withdrawTalentContract(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<TalentContract>> {
  return client.call((api, init) => api.POST('/api/talent/contracts/{id}/withdraw', { ...init, params: { path: { id } } }), options);
}

export function useWithdrawTalentContract() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await withdrawTalentContract(client, id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: talentContractKeys.all() }),
  });
}
