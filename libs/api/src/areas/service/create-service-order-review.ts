import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { serviceKeys, serviceOrderKeys } from './keys';
import type { ServiceReview, ServiceReviewInput } from './types';

export type ServiceOrderReviewInput = { orderId: number } & ServiceReviewInput;

/** 评价 a completed order: once per order. */
export function createServiceOrderReview(client: PortalClient, { orderId, ...body }: ServiceOrderReviewInput, options?: CallOptions): Promise<ApiResult<ServiceReview>> {
  return client.call((api, init) => api.POST('/api/service/orders/{id}/review', { ...init, ...JSON_BODY, params: { path: { id: orderId } }, body }), options);
}

export function useCreateServiceOrderReview() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceOrderReviewInput) => unwrap(await createServiceOrderReview(client, input)),
    onSuccess: (review) => {
      // The order shows it, 我的评价 lists it, and the product's and institution's ratings include it.
      void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.all() });
      void queryClient.invalidateQueries({ queryKey: serviceKeys.productDetail(review.productId) });
      void queryClient.invalidateQueries({ queryKey: serviceKeys.institutionDetail(review.institutionId) });
    },
  });
}
