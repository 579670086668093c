import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { CertificationApplication } from '../service/types';
import { storeReviewedCertification } from './review-cache';

/** 通过: the institution and its products become visible in the portal; the applicant gets a message. */
export function approveCertification(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<CertificationApplication>> {
  return client.call((api, init) => api.POST('/api/admin/certifications/{id}/approve', { ...init, params: { path: { id } } }), options);
}

export function useApproveCertification() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await approveCertification(client, id)),
    onSuccess: (application) => storeReviewedCertification(queryClient, application),
  });
}
