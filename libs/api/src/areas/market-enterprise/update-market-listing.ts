import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { marketEnterpriseKeys } from './keys';
import type { MarketListing, MarketListingUpdate } from './types';

/**
 * `PUT /api/market/my-listing`: public builds the profile from the ledger as it is now; false hides it. A
 * `contact` publishes 联系人 and 电话 on the profile, null stops showing them, and leaving it out keeps them.
 */
export function updateMarketListing(client: PortalClient, update: MarketListingUpdate, options?: CallOptions): Promise<ApiResult<MarketListing>> {
  return client.call((api, init) => api.PUT('/api/market/my-listing', { ...init, ...JSON_BODY, body: update }), options);
}

/** Saves the choice; the public lists and profiles are refetched since the enterprise joined or left them or changed its contact. */
export function useUpdateMarketListing() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: MarketListingUpdate) => unwrap(await updateMarketListing(client, update)),
    onSuccess: (saved) => {
      queryClient.setQueryData(marketEnterpriseKeys.listing(), saved);
      void queryClient.invalidateQueries({ queryKey: marketEnterpriseKeys.all() });
      void queryClient.invalidateQueries({ queryKey: marketEnterpriseKeys.details() });
    },
  });
}
