import type { ApiResult } from '../../core/api-error';
import { downloadFile } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import type { PortalClient } from '../../core/portal-client';

export type InstitutionCertificateRef = { institutionId: number; fileId: number };

/**
 * A certificate a certified institution's page shows, for anyone (signed in or not): the platform chose it for
 * display when approving the certification; every other file id answers 404.
 */
export function downloadInstitutionCertificate(
  client: PortalClient,
  { institutionId, fileId }: InstitutionCertificateRef,
  options?: DownloadOptions,
): Promise<ApiResult<DownloadedFile>> {
  return downloadFile(
    client,
    (api, init) => api.POST('/api/service/institutions/{id}/certificates/{fileId}/download', { ...init, params: { path: { id: institutionId, fileId } } }),
    options,
  );
}
