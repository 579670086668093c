import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applyOrderChange, refreshOrder } from './order-cache';
import type { ServiceOrder, ServiceOrderCancel } from './types';

export type ServiceOrderCancelInput = { id: number } & ServiceOrderCancel;

/**
 * 取消订单 while 待确认; `expectedStatus` makes the server answer 409 if the institution acted first. Sent as
 * JSON: the contract requires a body even when it is empty ({}).
 */
export function cancelServiceOrder(client: PortalClient, { id, ...body }: ServiceOrderCancelInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call((api, init) => api.POST('/api/service/orders/{id}/cancel', { ...init, ...JSON_BODY, params: { path: { id } }, body }), options);
}

export function useCancelServiceOrder() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceOrderCancelInput) => unwrap(await cancelServiceOrder(client, input)),
    onSuccess: (order) => applyOrderChange(queryClient, order),
    onError: (_error, input) => refreshOrder(queryClient, input.id),
  });
}
