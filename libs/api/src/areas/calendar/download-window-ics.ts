import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { downloadFile } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import type { PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';

/** Downloads one window as an .ics file (POSTed, named from Content-Disposition, spec §7). */
export function downloadWindowIcs(client: PortalClient, noticeId: number, options?: DownloadOptions): Promise<ApiResult<DownloadedFile>> {
  return downloadFile(
    client,
    (api, init) => api.POST('/api/calendar/windows/{id}/ics', { ...init, params: { path: { id: noticeId } } }),
    options,
  );
}

export function useDownloadWindowIcs() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (noticeId: number) => unwrap(await downloadWindowIcs(client, noticeId)),
  });
}
