import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { ServiceOrder } from '../service/types';
import { useOrgOrderMutation } from './org-order-mutation';
import type { OrgOrderActionInput } from './org-order-mutation';

export type DeleteOrgOrderFileInput = OrgOrderActionInput & { fileId: number };

/** Removes a delivery file uploaded by mistake, while the order is still 服务中. */
export function deleteOrgOrderFile(client: PortalClient, { id, fileId }: DeleteOrgOrderFileInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call((api, init) => api.DELETE('/api/org/orders/{id}/files/{fileId}', { ...init, params: { path: { id, fileId } } }), options);
}

export function useDeleteOrgOrderFile() {
  return useOrgOrderMutation(deleteOrgOrderFile);
}
