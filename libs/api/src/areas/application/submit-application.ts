import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applicationKeys } from './keys';
import type { Application } from './types';

/** 提交申报: the server refuses (400, naming them) while a required material is not ready. */
export function submitApplication(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<Application>> {
  return client.call((api, init) => api.POST('/api/application/{id}/submit', { ...init, params: { path: { id } } }), options);
}

export function useSubmitApplication() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await submitApplication(client, id)),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.detail(application.id), application);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}
