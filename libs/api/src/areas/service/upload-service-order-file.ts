import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { MULTIPART_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applyOrderChange, refreshOrder } from './order-cache';
import type { ServiceOrder } from './types';

export type ServiceOrderFileUploadInput = { orderId: number; file: File };

/** A requirement attachment (待确认 only, at most 5); the server checks type by content and answers 400/413 in Chinese. */
export function uploadServiceOrderFile(client: PortalClient, { orderId, file }: ServiceOrderFileUploadInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  // The contract types the part as a string (binary); the multipart serializer sends the File as a file part.
  const body = { file } as unknown as { file: string };
  return client.call(
    (api, init) => api.POST('/api/service/orders/{id}/files', { ...init, ...MULTIPART_BODY, params: { path: { id: orderId } }, body }),
    options,
  );
}

export function useUploadServiceOrderFile() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceOrderFileUploadInput) => unwrap(await uploadServiceOrderFile(client, input)),
    onSuccess: (order) => applyOrderChange(queryClient, order),
    onError: (_error, input) => refreshOrder(queryClient, input.orderId),
  });
}
