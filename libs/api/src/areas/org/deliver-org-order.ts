import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { ServiceOrder } from '../service/types';
import { useOrgOrderMutation } from './org-order-mutation';
import type { OrgOrderActionInput } from './org-order-mutation';

export type DeliverOrgOrderInput = OrgOrderActionInput & { note: string };

/** 交付: 服务中 → 待验收 with a delivery note; the delivery files are uploaded before (upload-org-order-file). */
export function deliverOrgOrder(client: PortalClient, { id, expectedStatus, note }: DeliverOrgOrderInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call(
    (api, init) => api.POST('/api/org/orders/{id}/deliver', { ...init, params: { path: { id } }, body: { note, expectedStatus } }),
    options,
  );
}

export function useDeliverOrgOrder() {
  return useOrgOrderMutation(deliverOrgOrder);
}
