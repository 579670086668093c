import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { OrgProduct, ServiceProductStatus } from '../service/types';
import { storeOrgProduct } from './org-product-cache';

export type ShelveOrgProductInput = { id: number; status: ServiceProductStatus };

/** 上架 / 下架: only an on-shelf product of a certified institution shows in the portal. */
export function shelveOrgProduct(client: PortalClient, { id, status }: ShelveOrgProductInput, options?: CallOptions): Promise<ApiResult<OrgProduct>> {
  return client.call((api, init) => api.POST('/api/org/products/{id}/shelf', { ...init, params: { path: { id } }, body: { status } }), options);
}

export function useShelveOrgProduct() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ShelveOrgProductInput) => unwrap(await shelveOrgProduct(client, input)),
    onSuccess: (product) => storeOrgProduct(queryClient, product),
  });
}
