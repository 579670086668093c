import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalComponents } from '@smes/contract-types';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { MULTIPART_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { CertificationApplication, ServiceCategory } from '../service/types';
import { storeMyCertification } from './certification-cache';

/** The business licence, or the certificate of one service category (it replaces that slot's old file). */
export type CertificationFileUpload = { file: File } & ({ slot: 'license' } | { slot: 'certificate'; category: ServiceCategory });

export function uploadCertificationFile(client: PortalClient, upload: CertificationFileUpload, options?: CallOptions): Promise<ApiResult<CertificationApplication>> {
  // The contract types the part as a string (binary); the multipart serializer sends the File as a file part.
  const body = { ...upload } as unknown as PortalComponents['schemas']['CertificationFileUpload'];
  return client.call((api, init) => api.POST('/api/org/certification/files', { ...init, ...MULTIPART_BODY, body }), options);
}

export function useUploadCertificationFile() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upload: CertificationFileUpload) => unwrap(await uploadCertificationFile(client, upload)),
    onSuccess: (application) => storeMyCertification(queryClient, application),
  });
}
