import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { marketEnterpriseKeys } from './keys';
import type { MarketListing } from './types';

/** `PUT /api/market/my-listing`: public builds the profile from the ledger as it is now; false hides it. */
export function updateMarketListing(client: PortalClient, makePublic: boolean, options?: CallOptions): Promise<ApiResult<MarketListing>> {
  return client.call((api, init) => api.PUT('/api/market/my-listing', { ...init, ...JSON_BODY, body: { public: makePublic } }), options);
}

/** Saves the choice; the public lists and profiles are refetched since the enterprise joined or left them. */
export function useUpdateMarketListing() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (makePublic: boolean) => unwrap(await updateMarketListing(client, makePublic)),
    onSuccess: (saved) => {
      queryClient.setQueryData(marketEnterpriseKeys.listing(), saved);
      void queryClient.invalidateQueries({ queryKey: marketEnterpriseKeys.all() });
    },
  });
}
