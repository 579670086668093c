import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { MULTIPART_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { PortalSchemas } from '@smes/contract-types';

/** Uploads an attachment (multipart, spec §7); the draft lists it once saved, and it is public once published. */
export function uploadPolicyDeskFile(client: PortalClient, file: File, options?: CallOptions): Promise<ApiResult<PortalSchemas['PolicyDeskFile']>> {
  // The contract types the part as a string (binary); the multipart serializer sends the File as a file part.
  const body = { file } as unknown as PortalSchemas['PolicyDeskFileUpload'];
  return client.call((api, init) => api.POST('/api/admin/policy-desk/files', { ...init, ...MULTIPART_BODY, body }), options);
}

export function useUploadPolicyDeskFile() {
  const client = usePortalClient();
  return useMutation({ mutationFn: async (file: File) => unwrap(await uploadPolicyDeskFile(client, file)) });
}
