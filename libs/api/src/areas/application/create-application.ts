import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applicationKeys } from './keys';
import type { Application } from './types';

/** 我要申报: creates the application for a project, or answers with the one still open. */
export function createApplication(client: PortalClient, projectId: number, options?: CallOptions): Promise<ApiResult<Application>> {
  return client.call((api, init) => api.POST('/api/application', { ...init, body: { projectId } }), options);
}

export function useCreateApplication() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (projectId: number) => unwrap(await createApplication(client, projectId)),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.detail(application.id), application);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}
