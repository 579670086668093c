import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applyOrderChange, refreshOrder } from './order-cache';
import type { ServiceOrder, ServiceOrderTransition } from './types';

export type ServiceOrderAcceptQuoteInput = { id: number } & ServiceOrderTransition;

/** 接受报价 (已报价 → 已接单): the quote becomes the agreed price. */
export function acceptServiceOrderQuote(client: PortalClient, { id, ...body }: ServiceOrderAcceptQuoteInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call((api, init) => api.POST('/api/service/orders/{id}/accept-quote', { ...init, ...JSON_BODY, params: { path: { id } }, body }), options);
}

export function useAcceptServiceOrderQuote() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceOrderAcceptQuoteInput) => unwrap(await acceptServiceOrderQuote(client, input)),
    onSuccess: (order) => applyOrderChange(queryClient, order),
    onError: (_error, input) => refreshOrder(queryClient, input.id),
  });
}
