import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { matchKeys } from './keys';
import type { Report } from './types';

/**
 * 高企评测: the server evaluates the saved ledger on the 高企 rule set (八项条件 + 创新能力评分) and keeps the
 * result in 我的报告 under 高企评测, so the screens read the same saved report the PDF is made from.
 */
export function createHighTechEvaluation(client: PortalClient, options?: CallOptions): Promise<ApiResult<Report>> {
  return client.call((api, init) => api.POST('/api/enterprise/evaluations/high-tech', init), options);
}

export function useCreateHighTechEvaluation() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await createHighTechEvaluation(client)),
    onSuccess: async (report) => {
      queryClient.setQueryData(matchKeys.reportDetail(report.id), report);
      await queryClient.invalidateQueries({ queryKey: matchKeys.reportLists() });
    },
  });
}
