import { useCallback } from 'react';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';

/** Spec §1/§7: a visit is reported with the page title as `type`. */
export function recordVisit(client: PortalClient, title: string, options?: CallOptions): Promise<ApiResult<null>> {
  return client.call((api, init) => api.POST('/api/report/view/record', { ...init, body: { type: title } }), options);
}

/**
 * A stable fire-and-forget reporter. Tracking must never disturb the page: failures are swallowed and
 * a 500 is not toasted. A 444 still runs the expiry flow, because it is the session that failed.
 */
export function useRecordVisit(): (title: string) => void {
  const client = usePortalClient();
  return useCallback(
    (title: string) => {
      const trimmed = title.trim();
      if (trimmed === '') {
        return;
      }
      recordVisit(client, trimmed, { silent: true }).catch(() => undefined);
    },
    [client],
  );
}
