import type { ApiResult } from '../../core/api-error';
import { MULTIPART_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { PortalComponents } from '@smes/contract-types';
import type { ServiceOrder } from '../service/types';
import { useOrgOrderMutation } from './org-order-mutation';
import type { OrgOrderActionInput } from './org-order-mutation';

export type UploadOrgOrderFileInput = OrgOrderActionInput & { file: File };

/**
 * One delivery file while the order is 服务中, as multipart (spec §7). The server decides the type from the
 * bytes and answers 400 / 413 with a Chinese message for a wrong type or a file over 10 MB.
 */
export function uploadOrgOrderFile(client: PortalClient, { id, file }: UploadOrgOrderFileInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  // The contract types the part as a string (binary); the multipart serializer sends the File as a file part.
  const body = { file } as unknown as PortalComponents['schemas']['ServiceOrderFileUpload'];
  return client.call((api, init) => api.POST('/api/org/orders/{id}/files', { ...init, ...MULTIPART_BODY, params: { path: { id } }, body }), options);
}

export function useUploadOrgOrderFile() {
  return useOrgOrderMutation(uploadOrgOrderFile);
}
