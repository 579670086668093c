import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { CertificationApplication } from '../service/types';
import { storeMyCertification } from './certification-cache';

export function deleteCertificationFile(client: PortalClient, fileId: number, options?: CallOptions): Promise<ApiResult<CertificationApplication>> {
  return client.call((api, init) => api.DELETE('/api/org/certification/files/{fileId}', { ...init, params: { path: { fileId } } }), options);
}

export function useDeleteCertificationFile() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fileId: number) => unwrap(await deleteCertificationFile(client, fileId)),
    onSuccess: (application) => storeMyCertification(queryClient, application),
  });
}
