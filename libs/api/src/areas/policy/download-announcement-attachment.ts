import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { downloadFile } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import type { PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { AttachmentRef } from './download-policy-attachment';

/** Downloads one attachment of an announcement (e.g. the full 公示名单). */
export function downloadAnnouncementAttachment(
  client: PortalClient,
  { id, attachmentId }: AttachmentRef,
  options?: DownloadOptions,
): Promise<ApiResult<DownloadedFile>> {
  return downloadFile(
    client,
    (api, init) =>
      api.POST('/api/announcement/{id}/attachments/{attachmentId}/download', { ...init, params: { path: { id, attachmentId } } }),
    options,
  );
}

export function useDownloadAnnouncementAttachment() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (ref: AttachmentRef) => unwrap(await downloadAnnouncementAttachment(client, ref)),
  });
}
