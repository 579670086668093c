import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { downloadFile } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import type { PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { downloadPolicyAttachment } from '../policy/download-policy-attachment';
import type { PortalSchemas } from '@smes/contract-types';

/**
 * An attachment of a desk document, for the operator deciding on it: a file uploaded to the desk, or one the
 * portal already serves for the published policy (`policyId`).
 */
export function downloadPolicyDeskFile(
  client: PortalClient,
  { file, policyId }: { file: PortalSchemas['PolicyDeskFile']; policyId: number | null },
  options?: DownloadOptions,
): Promise<ApiResult<DownloadedFile>> {
  if (file.source === 'published' && policyId !== null) return downloadPolicyAttachment(client, { id: policyId, attachmentId: file.id }, options);
  return downloadFile(client, (api, init) => api.POST('/api/admin/policy-desk/files/{fileId}/download', { ...init, params: { path: { fileId: file.id } } }), options);
}

export function useDownloadPolicyDeskFile() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (input: { file: PortalSchemas['PolicyDeskFile']; policyId: number | null }) => unwrap(await downloadPolicyDeskFile(client, input)),
  });
}
