import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { downloadFile } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import type { PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';

export type AttachmentRef = { id: number; attachmentId: number };

/** Downloads one attachment of a policy (POSTed, named from Content-Disposition, spec §7). */
export function downloadPolicyAttachment(
  client: PortalClient,
  { id, attachmentId }: AttachmentRef,
  options?: DownloadOptions,
): Promise<ApiResult<DownloadedFile>> {
  return downloadFile(
    client,
    (api, init) => api.POST('/api/policy/{id}/attachments/{attachmentId}/download', { ...init, params: { path: { id, attachmentId } } }),
    options,
  );
}

export function useDownloadPolicyAttachment() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (ref: AttachmentRef) => unwrap(await downloadPolicyAttachment(client, ref)),
  });
}
