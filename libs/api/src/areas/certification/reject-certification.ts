import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { CertificationApplication } from '../service/types';
import { storeReviewedCertification } from './review-cache';

export type CertificationRejection = { id: number; reason: string };

/** 驳回 with the reason the applicant will read (in the console and in a message). */
export function rejectCertification(client: PortalClient, { id, reason }: CertificationRejection, options?: CallOptions): Promise<ApiResult<CertificationApplication>> {
  return client.call((api, init) => api.POST('/api/admin/certifications/{id}/reject', { ...init, params: { path: { id } }, body: { reason } }), options);
}

export function useRejectCertification() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rejection: CertificationRejection) => unwrap(await rejectCertification(client, rejection)),
    onSuccess: (application) => storeReviewedCertification(queryClient, application),
  });
}
