import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { downloadFile } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { portalKeys } from '../../query-keys';
import { applicationKeys } from './keys';
import type { Application, CommitmentText } from './types';

/** The project's 信用承诺书 text: public, the same for every applicant. */
export function getCommitmentText(client: PortalClient, projectId: number, options?: CallOptions): Promise<ApiResult<CommitmentText>> {
  return client.call((api, init) => api.GET('/api/gDeclaraManage/{id}/commitment', { ...init, params: { path: { id: projectId } } }), options);
}

export function commitmentTextQueryOptions(client: PortalClient, projectId: number) {
  return queryOptions({
    queryKey: [...portalKeys.declarationDetail(projectId), 'commitment'] as const,
    queryFn: async ({ signal }) => unwrap(await getCommitmentText(client, projectId, { signal })),
  });
}

export function useCommitmentText(projectId: number) {
  const client = usePortalClient();
  return useQuery(commitmentTextQueryOptions(client, projectId));
}

/** 下载承诺书模板 (POSTed like every download, spec §7). */
export function downloadCommitmentTemplate(client: PortalClient, projectId: number, options?: DownloadOptions): Promise<ApiResult<DownloadedFile>> {
  return downloadFile(client, (api, init) => api.POST('/api/gDeclaraManage/{id}/commitment/template', { ...init, params: { path: { id: projectId } } }), options);
}

export function useDownloadCommitmentTemplate() {
  const client = usePortalClient();
  return useMutation({ mutationFn: async (projectId: number) => unwrap(await downloadCommitmentTemplate(client, projectId)) });
}

export type CommitmentChoice = { applicationId: number; materialId: string; agree: boolean };

export function signCommitment(client: PortalClient, { applicationId, materialId, agree }: CommitmentChoice, options?: CallOptions): Promise<ApiResult<Application>> {
  return client.call(
    (api, init) =>
      api.POST('/api/application/{id}/materials/{materialId}/commitment', { ...init, params: { path: { id: applicationId, materialId } }, body: { agree: agree ? 'yes' : 'no' } }),
    options,
  );
}

/** 勾选 / 取消 the commitment: the material gains (or loses) the signed commitment PDF. */
export function useSignCommitment() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: CommitmentChoice) => unwrap(await signCommitment(client, choice)),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.detail(application.id), application);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}
