import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { downloadFile } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import type { PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { MaterialFileRef } from './delete-material-file';

/** Downloads a material's file (POSTed, named from Content-Disposition, spec §7); only its owner gets it. */
export function downloadMaterialFile(
  client: PortalClient,
  { applicationId, materialId }: MaterialFileRef,
  options?: DownloadOptions,
): Promise<ApiResult<DownloadedFile>> {
  return downloadFile(
    client,
    (api, init) =>
      api.POST('/api/application/{id}/materials/{materialId}/file/download', { ...init, params: { path: { id: applicationId, materialId } } }),
    options,
  );
}

export function useDownloadMaterialFile() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (ref: MaterialFileRef) => unwrap(await downloadMaterialFile(client, ref)),
  });
}
