import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { MULTIPART_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { marketKeys } from './keys';
import type { DemandResponse } from './types';

export type ResponseFileUploadInput = { responseId: number; file: File };

/** The one attachment of one's own response (a new one replaces it); type checked by content, 400/413 in Chinese. */
export function uploadResponseFile(client: PortalClient, { responseId, file }: ResponseFileUploadInput, options?: CallOptions): Promise<ApiResult<DemandResponse>> {
  // The contract types the part as a string (binary); the multipart serializer sends the File as a file part.
  const body = { file } as unknown as { file: string };
  return client.call((api, init) => api.POST('/api/market/responses/{id}/file', { ...init, ...MULTIPART_BODY, params: { path: { id: responseId } }, body }), options);
}

export function useUploadResponseFile() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ResponseFileUploadInput) => unwrap(await uploadResponseFile(client, input)),
    onSuccess: (response) => queryClient.invalidateQueries({ queryKey: marketKeys.demandDetail(response.demandId) }),
  });
}
