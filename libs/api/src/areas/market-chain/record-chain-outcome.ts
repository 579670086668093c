import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { adminKeys } from '../listing-review/keys';
import { marketChainKeys } from './keys';
import type { ChainContactOutcome, ChainContactRequest } from './types';

export type RecordChainOutcomeInput = { id: number } & ChainContactOutcome;

/** 对接成功 with the owner's answer, or 未能对接 with the reason; either reaches the enterprise as a message. */
export function recordChainOutcome(client: PortalClient, { id, ...body }: RecordChainOutcomeInput, options?: CallOptions): Promise<ApiResult<ChainContactRequest>> {
  return client.call((api, init) => api.POST('/api/admin/chain-contact-requests/{id}/outcome', { ...init, ...JSON_BODY, params: { path: { id } }, body }), options);
}

export function useRecordChainOutcome() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecordChainOutcomeInput) => unwrap(await recordChainOutcome(client, input)),
    // The queue and the 工作台's count move on.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: marketChainKeys.contactQueue() }), queryClient.invalidateQueries({ queryKey: adminKeys.overview() })]),
  });
}
