import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { matchKeys } from './keys';
import type { Report } from './types';

/**
 * 专精特新评测: the server evaluates the saved ledger on the 专精特新 scheme version in force (基本条件, the
 * 专精特新 score per indicator or a direct path) and keeps it in 我的报告 under 专精特新评测; the saved
 * evaluation names the scheme version it used.
 */
export function createSpecializedEvaluation(client: PortalClient, options?: CallOptions): Promise<ApiResult<Report>> {
  return client.call((api, init) => api.POST('/api/enterprise/evaluations/specialized', init), options);
}

export function useCreateSpecializedEvaluation() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await createSpecializedEvaluation(client)),
    onSuccess: async (report) => {
      queryClient.setQueryData(matchKeys.reportDetail(report.id), report);
      await queryClient.invalidateQueries({ queryKey: matchKeys.reportLists() });
    },
  });
}
