import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applyOrderChange, refreshOrder } from './order-cache';
import type { ServiceOrder, ServiceOrderReason } from './types';

export type ServiceOrderRejectDeliveryInput = { id: number } & ServiceOrderReason;

/** 拒绝验收 / 申请修改 with a reason (待验收 → 服务中): the institution revises and delivers again. */
export function rejectServiceOrderDelivery(client: PortalClient, { id, ...body }: ServiceOrderRejectDeliveryInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call((api, init) => api.POST('/api/service/orders/{id}/reject-delivery', { ...init, ...JSON_BODY, params: { path: { id } }, body }), options);
}

export function useRejectServiceOrderDelivery() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceOrderRejectDeliveryInput) => unwrap(await rejectServiceOrderDelivery(client, input)),
    onSuccess: (order) => applyOrderChange(queryClient, order),
    onError: (_error, input) => refreshOrder(queryClient, input.id),
  });
}
