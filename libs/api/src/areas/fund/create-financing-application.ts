import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { financingKeys, fundKeys } from './keys';
import type { FinancingApplication, FinancingApplicationCreate } from './types';

/** 融资对接 (JSON: the contract takes numbers, not form strings): the enterprise applies for a product; the provider answers over the next days. */
export function createFinancingApplication(client: PortalClient, body: FinancingApplicationCreate, options?: CallOptions): Promise<ApiResult<FinancingApplication>> {
  return client.call((api, init) => api.POST('/api/fund/applications', { ...init, ...JSON_BODY, body }), options);
}

export function useCreateFinancingApplication() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FinancingApplicationCreate) => unwrap(await createFinancingApplication(client, body)),
    onSuccess: (application) => {
      queryClient.setQueryData(financingKeys.detail(application.id), application);
      void queryClient.invalidateQueries({ queryKey: financingKeys.all() });
      // The product's application count went up.
      void queryClient.invalidateQueries({ queryKey: fundKeys.detail(application.productId) });
    },
  });
}
