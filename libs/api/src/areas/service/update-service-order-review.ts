import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { serviceKeys, serviceOrderKeys } from './keys';
import type { ServiceReview, ServiceReviewInput } from './types';

export type ServiceOrderReviewUpdateInput = { orderId: number } & ServiceReviewInput;

/** 修改评价 within 7 days of writing it (the server answers 409 after that). */
export function updateServiceOrderReview(client: PortalClient, { orderId, ...body }: ServiceOrderReviewUpdateInput, options?: CallOptions): Promise<ApiResult<ServiceReview>> {
  return client.call((api, init) => api.PUT('/api/service/orders/{id}/review', { ...init, ...JSON_BODY, params: { path: { id: orderId } }, body }), options);
}

export function useUpdateServiceOrderReview() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceOrderReviewUpdateInput) => unwrap(await updateServiceOrderReview(client, input)),
    onSuccess: (review) => {
      // The order shows it, 我的评价 lists it, and the product's and institution's ratings include it.
      void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.all() });
      void queryClient.invalidateQueries({ queryKey: serviceKeys.productDetail(review.productId) });
      void queryClient.invalidateQueries({ queryKey: serviceKeys.institutionDetail(review.institutionId) });
    },
  });
}
