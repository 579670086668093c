import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { CertificationApplication } from '../service/types';
import { storeMyCertification } from './certification-cache';

/** Submits for review (again after 驳回); the server checks the required items, the check digit and the files. */
export function submitCertification(client: PortalClient, options?: CallOptions): Promise<ApiResult<CertificationApplication>> {
  return client.call((api, init) => api.POST('/api/org/certification/submit', init), options);
}

export function useSubmitCertification() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await submitCertification(client)),
    onSuccess: (application) => storeMyCertification(queryClient, application),
  });
}
