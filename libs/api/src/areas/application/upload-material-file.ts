import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { MULTIPART_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applicationKeys } from './keys';
import type { Application, MaterialUpload } from './types';

export type MaterialFileUpload = {
  applicationId: number;
  materialId: string;
  file: File;
};

/**
 * Uploads (or replaces) one material's file as multipart (spec §7). The server decides the type from the
 * bytes and answers 400 / 413 with a Chinese message for a wrong type or an oversized file.
 */
export function uploadMaterialFile(
  client: PortalClient,
  { applicationId, materialId, file }: MaterialFileUpload,
  options?: CallOptions,
): Promise<ApiResult<Application>> {
  // The contract types the part as a string (binary); the multipart serializer sends the File as a file part.
  const body = { file } as unknown as MaterialUpload;
  return client.call(
    (api, init) =>
      api.POST('/api/application/{id}/materials/{materialId}/file', {
        ...init,
        ...MULTIPART_BODY,
        params: { path: { id: applicationId, materialId } },
        body,
      }),
    options,
  );
}

export function useUploadMaterialFile() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upload: MaterialFileUpload) => unwrap(await uploadMaterialFile(client, upload)),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.detail(application.id), application);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}
