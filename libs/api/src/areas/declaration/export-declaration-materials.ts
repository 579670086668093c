import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { downloadFile } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import type { PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';

/** Downloads a project's materials list (a POSTed download, spec §7) and saves it. */
export function exportDeclarationMaterials(
  client: PortalClient,
  id: number,
  options?: DownloadOptions,
): Promise<ApiResult<DownloadedFile>> {
  return downloadFile(
    client,
    (api, init) => api.POST('/api/gDeclaraManage/{id}/materials/export', { ...init, params: { path: { id } } }),
    options,
  );
}

export function useExportDeclarationMaterials() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await exportDeclarationMaterials(client, id)),
  });
}
