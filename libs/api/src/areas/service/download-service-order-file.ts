import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { downloadFile } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import type { PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';

export type ServiceOrderFileRef = { orderId: number; fileId: number };

/**
 * A requirement or delivery file of an order, for the enterprise that placed it or the institution it belongs to
 * (anyone else gets 404); the name comes from the server's Content-Disposition `filename*`.
 */
export function downloadServiceOrderFile(client: PortalClient, { orderId, fileId }: ServiceOrderFileRef, options?: DownloadOptions): Promise<ApiResult<DownloadedFile>> {
  return downloadFile(
    client,
    (api, init) => api.POST('/api/service/orders/{id}/files/{fileId}/download', { ...init, params: { path: { id: orderId, fileId } } }),
    options,
  );
}

export function useDownloadServiceOrderFile() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (ref: ServiceOrderFileRef) => unwrap(await downloadServiceOrderFile(client, ref)),
  });
}
