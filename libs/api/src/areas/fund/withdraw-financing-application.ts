import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { financingKeys } from './keys';
import type { FinancingApplication } from './types';

/** 撤回: withdraws the enterprise's own financing application while the provider has not accepted it (已提交). */
export function withdrawFinancingApplication(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<FinancingApplication>> {
  return client.call((api, init) => api.POST('/api/fund/applications/{id}/withdraw', { ...init, params: { path: { id } } }), options);
}

export function useWithdrawFinancingApplication() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await withdrawFinancingApplication(client, id)),
    onSuccess: (application) => queryClient.setQueryData(financingKeys.detail(application.id), application),
    // Refused (already accepted) or not: the list and the detail read the server's status again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: financingKeys.all() }),
  });
}
