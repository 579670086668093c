import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applicationKeys } from './keys';
import type { Application } from './types';

/** 撤回: a submitted application the department has not acted on goes back to 待提交 (409 once it has). */
export function withdrawApplication(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<Application>> {
  return client.call((api, init) => api.POST('/api/application/{id}/withdraw', { ...init, params: { path: { id } } }), options);
}

export function useWithdrawApplication() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await withdrawApplication(client, id)),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.detail(application.id), application);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}
