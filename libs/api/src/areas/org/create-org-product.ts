import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { OrgProduct, ServiceProductInput } from '../service/types';
import { storeOrgProduct } from './org-product-cache';

/**
 * addProduct: a new product starts 下架, so the institution can add its cover before anyone sees it. JSON, not
 * the form default: 面议 sends `price: null`, which a form body cannot carry.
 */
export function createOrgProduct(client: PortalClient, input: ServiceProductInput, options?: CallOptions): Promise<ApiResult<OrgProduct>> {
  return client.call((api, init) => api.POST('/api/org/products', { ...init, ...JSON_BODY, body: input }), options);
}

export function useCreateOrgProduct() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceProductInput) => unwrap(await createOrgProduct(client, input)),
    onSuccess: (product) => storeOrgProduct(queryClient, product),
  });
}
