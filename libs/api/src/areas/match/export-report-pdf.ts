import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { downloadFile } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import type { PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';

/** Downloads a saved report as a PDF (Chinese fonts embedded) named by the server, e.g. 智能政策匹配报告-….pdf. */
export function exportReportPdf(client: PortalClient, id: number, options?: DownloadOptions): Promise<ApiResult<DownloadedFile>> {
  return downloadFile(
    client,
    (api, init) => api.POST('/api/enterprise/reports/{id}/pdf', { ...init, params: { path: { id } } }),
    options,
  );
}

export function useExportReportPdf() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await exportReportPdf(client, id)),
  });
}
