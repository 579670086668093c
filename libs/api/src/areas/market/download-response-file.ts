import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { downloadFile } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import type { PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';

/** A response's attachment, for the responder and the demand's publisher (POSTed, named from Content-Disposition). */
export function downloadResponseFile(client: PortalClient, responseId: number, options?: DownloadOptions): Promise<ApiResult<DownloadedFile>> {
  return downloadFile(client, (api, init) => api.POST('/api/market/responses/{id}/file/download', { ...init, params: { path: { id: responseId } } }), options);
}

export function useDownloadResponseFile() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (responseId: number) => unwrap(await downloadResponseFile(client, responseId)),
  });
}
