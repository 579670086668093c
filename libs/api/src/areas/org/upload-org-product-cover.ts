import type { PortalComponents } from '@smes/contract-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { MULTIPART_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { OrgProduct } from '../service/types';
import { storeOrgProduct } from './org-product-cache';

export type UploadOrgProductCoverInput = { id: number; file: File };

/** The cover image, JPG or PNG up to 2 MB; the server checks the bytes (400) and the size (413) again. */
export function uploadOrgProductCover(client: PortalClient, { id, file }: UploadOrgProductCoverInput, options?: CallOptions): Promise<ApiResult<OrgProduct>> {
  // The contract types the part as a string (binary); the multipart serializer sends the File as a file part.
  const body = { file } as unknown as PortalComponents['schemas']['ProductCoverUpload'];
  return client.call((api, init) => api.POST('/api/org/products/{id}/cover', { ...init, ...MULTIPART_BODY, params: { path: { id } }, body }), options);
}

export function useUploadOrgProductCover() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UploadOrgProductCoverInput) => unwrap(await uploadOrgProductCover(client, input)),
    onSuccess: (product) => storeOrgProduct(queryClient, product),
  });
}
