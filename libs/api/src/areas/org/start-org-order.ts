import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { ServiceOrder } from '../service/types';
import { useOrgOrderMutation } from './org-order-mutation';
import type { OrgOrderActionInput } from './org-order-mutation';

/** 开始服务: 已接单 → 服务中. */
export function startOrgOrder(client: PortalClient, { id, expectedStatus }: OrgOrderActionInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call(
    (api, init) => api.POST('/api/org/orders/{id}/start', { ...init, params: { path: { id } }, body: { expectedStatus } }),
    options,
  );
}

export function useStartOrgOrder() {
  return useOrgOrderMutation(startOrgOrder);
}
