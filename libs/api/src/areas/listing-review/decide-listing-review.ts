import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { adminKeys } from './keys';
import type { ListingReview } from './types';

export type ListingDecisionInput = { id: number; approve: true } | { id: number; approve: false; reason: string };

/** 通过 (the content goes public; a new product goes on the shelf) or 驳回 with the reason the institution reads. */
export function decideListingReview(client: PortalClient, input: ListingDecisionInput, options?: CallOptions): Promise<ApiResult<ListingReview>> {
  const path = { path: { id: input.id } };
  return input.approve
    ? client.call((api, init) => api.POST('/api/admin/listing-reviews/{id}/approve', { ...init, ...JSON_BODY, params: path, body: { expectedState: 'pending' } }), options)
    : client.call((api, init) => api.POST('/api/admin/listing-reviews/{id}/reject', { ...init, ...JSON_BODY, params: path, body: { reason: input.reason } }), options);
}

/** A decision, or a 409 (another operator decided first), replaces the detail and refreshes the queue and the counts. */
export function useDecideListingReview() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: [...adminKeys.listingReviews(), 'list'] }), queryClient.invalidateQueries({ queryKey: adminKeys.overview() })]);
  return useMutation({
    mutationFn: async (input: ListingDecisionInput) => unwrap(await decideListingReview(client, input)),
    onSuccess: (review) => {
      queryClient.setQueryData(adminKeys.listingReviewDetail(review.summary.id), review);
      void refresh();
    },
    onError: (error, input) => {
      if (isApiError(error) && error.statusCode === 409) void queryClient.invalidateQueries({ queryKey: adminKeys.listingReviewDetail(input.id) });
    },
  });
}
