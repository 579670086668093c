import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applyOrderChange, refreshOrder } from './order-cache';
import type { ServiceOrder } from './types';

export type ServiceOrderFileDeleteInput = { orderId: number; fileId: number };

/** Removes a requirement attachment while the order is still 待确认 (afterwards it is part of the brief). */
export function deleteServiceOrderFile(client: PortalClient, { orderId, fileId }: ServiceOrderFileDeleteInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call((api, init) => api.DELETE('/api/service/orders/{id}/files/{fileId}', { ...init, params: { path: { id: orderId, fileId } } }), options);
}

export function useDeleteServiceOrderFile() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceOrderFileDeleteInput) => unwrap(await deleteServiceOrderFile(client, input)),
    onSuccess: (order) => applyOrderChange(queryClient, order),
    onError: (_error, input) => refreshOrder(queryClient, input.orderId),
  });
}
