import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applyOrderChange, refreshOrder } from './order-cache';
import type { ServiceOrder, ServiceOrderReason } from './types';

export type ServiceOrderDeclineQuoteInput = { id: number } & ServiceOrderReason;

/** 不接受报价 with a reason (已报价 → 待确认): the institution may quote again or decline. */
export function declineServiceOrderQuote(client: PortalClient, { id, ...body }: ServiceOrderDeclineQuoteInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call((api, init) => api.POST('/api/service/orders/{id}/decline-quote', { ...init, ...JSON_BODY, params: { path: { id } }, body }), options);
}

export function useDeclineServiceOrderQuote() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceOrderDeclineQuoteInput) => unwrap(await declineServiceOrderQuote(client, input)),
    onSuccess: (order) => applyOrderChange(queryClient, order),
    onError: (_error, input) => refreshOrder(queryClient, input.id),
  });
}
