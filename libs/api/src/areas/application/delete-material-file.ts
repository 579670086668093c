import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applicationKeys } from './keys';
import type { Application } from './types';

export type MaterialFileRef = { applicationId: number; materialId: string };

/** Deletes a material's uploaded file before submission; the material goes back to 准备中. */
export function deleteMaterialFile(client: PortalClient, { applicationId, materialId }: MaterialFileRef, options?: CallOptions): Promise<ApiResult<Application>> {
  return client.call(
    (api, init) => api.DELETE('/api/application/{id}/materials/{materialId}/file', { ...init, params: { path: { id: applicationId, materialId } } }),
    options,
  );
}

export function useDeleteMaterialFile() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ref: MaterialFileRef) => unwrap(await deleteMaterialFile(client, ref)),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.detail(application.id), application);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}
