import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applyOrderChange, refreshOrder } from './order-cache';
import type { ServiceOrder, ServiceOrderTransition } from './types';

export type ServiceOrderConfirmInput = { id: number } & ServiceOrderTransition;

/** 确认验收 of a delivered order (待验收 → 已完成). */
export function confirmServiceOrder(client: PortalClient, { id, ...body }: ServiceOrderConfirmInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call((api, init) => api.POST('/api/service/orders/{id}/confirm', { ...init, ...JSON_BODY, params: { path: { id } }, body }), options);
}

export function useConfirmServiceOrder() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceOrderConfirmInput) => unwrap(await confirmServiceOrder(client, input)),
    onSuccess: (order) => applyOrderChange(queryClient, order),
    onError: (_error, input) => refreshOrder(queryClient, input.id),
  });
}
