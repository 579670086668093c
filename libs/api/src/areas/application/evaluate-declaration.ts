import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { matchKeys } from '../match/keys';
import { applicationKeys } from './keys';
import type { ProjectEvaluationReport } from './types';

/** 项目自评: the server runs the project's conditions against the enterprise ledger and saves the report. */
export function evaluateDeclaration(
  client: PortalClient,
  projectId: number,
  options?: CallOptions,
): Promise<ApiResult<ProjectEvaluationReport>> {
  return client.call(
    (api, init) => api.POST('/api/gDeclaraManage/{id}/evaluation', { ...init, params: { path: { id: projectId } } }),
    options,
  );
}

/**
 * The latest evaluation of a project run in this session. There is no request behind it: every run
 * saves a new report, so it is never fetched on its own, only filled in by `useEvaluateDeclaration`.
 */
export function lastProjectEvaluationQueryOptions(projectId: number) {
  return queryOptions<ProjectEvaluationReport>({
    queryKey: applicationKeys.evaluation(projectId),
    queryFn: skipToken,
    staleTime: Infinity,
  });
}

export function useLastProjectEvaluation(projectId: number) {
  return useQuery(lastProjectEvaluationQueryOptions(projectId));
}

export function useEvaluateDeclaration() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (projectId: number) => unwrap(await evaluateDeclaration(client, projectId)),
    onSuccess: (report, projectId) => {
      queryClient.setQueryData(applicationKeys.evaluation(projectId), report);
      // Each run is saved as a report, so 我的报告 has a new entry.
      void queryClient.invalidateQueries({ queryKey: matchKeys.reportLists() });
    },
  });
}
