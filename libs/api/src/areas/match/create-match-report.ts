import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { matchKeys } from './keys';
import type { Report } from './types';

/** Matches the saved ledger against every open policy on the server and keeps the report in 我的报告. */
export function createMatchReport(client: PortalClient, options?: CallOptions): Promise<ApiResult<Report>> {
  return client.call((api, init) => api.POST('/api/policy-match/report', init), options);
}

export function useCreateMatchReport() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await createMatchReport(client)),
    onSuccess: async (report) => {
      queryClient.setQueryData(matchKeys.reportDetail(report.id), report);
      await queryClient.invalidateQueries({ queryKey: matchKeys.reportLists() });
    },
  });
}
