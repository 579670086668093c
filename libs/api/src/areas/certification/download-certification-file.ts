import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { downloadFile } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import type { PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';

export type CertificationFileRef = { certificationId: number; fileId: number };

/** A licence or certificate, for its applicant or the operator reviewing it (anyone else gets 404). */
export function downloadCertificationFile(client: PortalClient, { certificationId, fileId }: CertificationFileRef, options?: DownloadOptions): Promise<ApiResult<DownloadedFile>> {
  return downloadFile(
    client,
    (api, init) => api.POST('/api/org/certification/{id}/files/{fileId}/download', { ...init, params: { path: { id: certificationId, fileId } } }),
    options,
  );
}

export function useDownloadCertificationFile() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (ref: CertificationFileRef) => unwrap(await downloadCertificationFile(client, ref)),
  });
}
