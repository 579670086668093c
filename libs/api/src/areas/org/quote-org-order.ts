import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { ServiceOrder } from '../service/types';
import { useOrgOrderMutation } from './org-order-mutation';
import type { OrgOrderActionInput } from './org-order-mutation';

export type QuoteOrgOrderInput = OrgOrderActionInput & { price: number; note: string };

/** 报价: a 起价 or 面议 order's price, with what it covers; 待确认 → 已报价 until the enterprise answers. */
export function quoteOrgOrder(client: PortalClient, { id, expectedStatus, price, note }: QuoteOrgOrderInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call(
    (api, init) => api.POST('/api/org/orders/{id}/quote', { ...init, params: { path: { id } }, body: { price, note, expectedStatus } }),
    options,
  );
}

export function useQuoteOrgOrder() {
  return useOrgOrderMutation(quoteOrgOrder);
}
