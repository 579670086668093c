import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { downloadFile } from '../../core/download';
import type { DownloadedFile, DownloadOptions } from '../../core/download';
import type { PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';

/** Downloads a registered activity as an .ics file (POSTed, named from Content-Disposition, spec §7). */
export function downloadRegistrationIcs(client: PortalClient, registrationId: number, options?: DownloadOptions): Promise<ApiResult<DownloadedFile>> {
  return downloadFile(
    client,
    (api, init) => api.POST('/api/activity/registrations/{id}/ics', { ...init, params: { path: { id: registrationId } } }),
    options,
  );
}

export function useDownloadRegistrationIcs() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (registrationId: number) => unwrap(await downloadRegistrationIcs(client, registrationId)),
  });
}
