import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { withMaterialState } from './application-progress';
import { applicationKeys } from './keys';
import type { Application, EditableMaterialState, MaterialState } from './types';

export type MaterialStateChange = {
  materialId: string;
  state: EditableMaterialState;
};

export function updateApplicationMaterial(
  client: PortalClient,
  applicationId: number,
  { materialId, state }: MaterialStateChange,
  options?: CallOptions,
): Promise<ApiResult<Application>> {
  return client.call(
    (api, init) =>
      api.PUT('/api/application/{id}/materials/{materialId}', {
        ...init,
        params: { path: { id: applicationId, materialId } },
        body: { state },
      }),
    options,
  );
}

type MaterialUpdateContext = { previousState: MaterialState | null };

/**
 * Sets one material's state with an optimistic update of the cached application: the checklist and
 * progress move at once, and a refused change puts back only that material's previous state.
 */
export function useUpdateApplicationMaterial(applicationId: number) {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  const detailKey = applicationKeys.detail(applicationId);
  const mutationKey = applicationKeys.materialUpdates(applicationId);
  // Updates may overlap; only the last one to finish may replace the cache, or it would undo the others.
  const isLastInFlight = () => queryClient.isMutating({ mutationKey }) <= 1;

  return useMutation<Application, Error, MaterialStateChange, MaterialUpdateContext>({
    mutationKey,
    mutationFn: async (change) => unwrap(await updateApplicationMaterial(client, applicationId, change)),
    onMutate: async ({ materialId, state }) => {
      await queryClient.cancelQueries({ queryKey: detailKey });
      const current = queryClient.getQueryData<Application>(detailKey);
      const previousState = current?.materials.find((material) => material.materialId === materialId)?.state ?? null;
      if (current) queryClient.setQueryData(detailKey, withMaterialState(current, materialId, state));
      return { previousState };
    },
    onError: (_error, { materialId, state }, context) => {
      const current = queryClient.getQueryData<Application>(detailKey);
      const shown = current?.materials.find((material) => material.materialId === materialId)?.state;
      // A later change of the same material wins over this rollback.
      if (current && context?.previousState && shown === state) {
        queryClient.setQueryData(detailKey, withMaterialState(current, materialId, context.previousState));
      }
    },
    onSuccess: (application) => {
      if (isLastInFlight()) queryClient.setQueryData(detailKey, application);
    },
    onSettled: (_application, error) => {
      if (error && isLastInFlight()) void queryClient.invalidateQueries({ queryKey: detailKey });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}
