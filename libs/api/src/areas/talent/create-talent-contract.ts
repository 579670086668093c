import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { talentContractKeys, talentKeys } from './keys';
import type { TalentContract, TalentContractCreate } from './types';

/** 签约意向 (JSON: the contract takes numbers, not form strings): the enterprise offers a role; the person answers over the next day. */
export function createTalentContract(client: PortalClient, body: TalentContractCreate, options?: CallOptions): Promise<ApiResult<TalentContract>> {
  return client.call((api, init) => api.POST('/api/talent/contracts', { ...init, ...JSON_BODY, body }), options);
}

export function useCreateTalentContract() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TalentContractCreate) => unwrap(await createTalentContract(client, body)),
    onSuccess: (contract) => {
      void queryClient.invalidateQueries({ queryKey: talentContractKeys.all() });
      // The profile's count of requests went up.
      void queryClient.invalidateQueries({ queryKey: talentKeys.detail(contract.talentId) });
    },
  });
}
