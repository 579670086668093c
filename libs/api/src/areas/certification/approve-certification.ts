import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { CertificationApplication } from '../service/types';
import { storeReviewedCertification } from './review-cache';

export type CertificationApproval = { id: number; /** The certificates the public page shows (none is a choice too). */ publicFileIds: number[] };

/**
 * 通过: the institution and its products become visible in the portal, with the certificates the operator chose
 * for its page; the applicant gets a message. JSON, as a form body cannot say "no certificates".
 */
export function approveCertification(client: PortalClient, { id, publicFileIds }: CertificationApproval, options?: CallOptions): Promise<ApiResult<CertificationApplication>> {
  return client.call((api, init) => api.POST('/api/admin/certifications/{id}/approve', { ...init, ...JSON_BODY, params: { path: { id } }, body: { publicFileIds } }), options);
}

export function useApproveCertification() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (approval: CertificationApproval) => unwrap(await approveCertification(client, approval)),
    onSuccess: (application) => storeReviewedCertification(queryClient, application),
  });
}
