import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { CertificationApplication, CertificationDraft } from '../service/types';
import { storeMyCertification } from './certification-cache';

/**
 * Saves the draft (creates the application on the first save); only lengths and formats are checked here.
 * Sent as JSON: a form body cannot say "no categories" or "no region", and a single category would arrive as
 * a string rather than a one-item list.
 */
export function saveCertificationDraft(client: PortalClient, draft: CertificationDraft, options?: CallOptions): Promise<ApiResult<CertificationApplication>> {
  return client.call((api, init) => api.PUT('/api/org/certification', { ...init, ...JSON_BODY, body: draft }), options);
}

export function useSaveCertificationDraft() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: CertificationDraft) => unwrap(await saveCertificationDraft(client, draft)),
    onSuccess: (application) => storeMyCertification(queryClient, application),
  });
}
