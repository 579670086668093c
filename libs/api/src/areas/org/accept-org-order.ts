import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { ServiceOrder } from '../service/types';
import { useOrgOrderMutation } from './org-order-mutation';
import type { OrgOrderActionInput } from './org-order-mutation';

/** 接单: 待确认 → 已接单; from then on the enterprise's contact is shown. */
export function acceptOrgOrder(client: PortalClient, { id, expectedStatus }: OrgOrderActionInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call(
    (api, init) => api.POST('/api/org/orders/{id}/accept', { ...init, params: { path: { id } }, body: { expectedStatus } }),
    options,
  );
}

export function useAcceptOrgOrder() {
  return useOrgOrderMutation(acceptOrgOrder);
}
