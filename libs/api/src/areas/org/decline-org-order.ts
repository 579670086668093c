import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { ServiceOrder } from '../service/types';
import { useOrgOrderMutation } from './org-order-mutation';
import type { OrgOrderActionInput } from './org-order-mutation';

export type DeclineOrgOrderInput = OrgOrderActionInput & { reason: string };

/** 拒绝: 待确认 → 已拒绝, with the reason the enterprise reads in its timeline. */
export function declineOrgOrder(client: PortalClient, { id, expectedStatus, reason }: DeclineOrgOrderInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call(
    (api, init) => api.POST('/api/org/orders/{id}/decline', { ...init, params: { path: { id } }, body: { reason, expectedStatus } }),
    options,
  );
}

export function useDeclineOrgOrder() {
  return useOrgOrderMutation(declineOrgOrder);
}
