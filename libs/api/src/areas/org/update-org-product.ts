import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { OrgProduct, ServiceProductInput } from '../service/types';
import { storeOrgProduct } from './org-product-cache';

export type UpdateOrgProductInput = { id: number; input: ServiceProductInput };

/** Edits a product; orders already placed keep the price they were placed at (the server's rule). */
export function updateOrgProduct(client: PortalClient, { id, input }: UpdateOrgProductInput, options?: CallOptions): Promise<ApiResult<OrgProduct>> {
  return client.call((api, init) => api.PUT('/api/org/products/{id}', { ...init, ...JSON_BODY, params: { path: { id } }, body: input }), options);
}

export function useUpdateOrgProduct() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: UpdateOrgProductInput) => unwrap(await updateOrgProduct(client, update)),
    onSuccess: (product) => storeOrgProduct(queryClient, product),
  });
}
