import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { adminKeys } from '../listing-review/keys';
import { marketChainKeys } from './keys';
import type { ChainContactRequest } from './types';

export type RecordChainContactedInput = { id: number; note: string };

/** 已联系链主: the note reaches the enterprise as a message. */
export function recordChainContacted(client: PortalClient, { id, note }: RecordChainContactedInput, options?: CallOptions): Promise<ApiResult<ChainContactRequest>> {
  return client.call((api, init) => api.POST('/api/admin/chain-contact-requests/{id}/contacted', { ...init, ...JSON_BODY, params: { path: { id } }, body: { note } }), options);
}

/** Success or a 409 (another operator acted first): the queue is read again either way. */
export function useRecordChainContacted() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecordChainContactedInput) => unwrap(await recordChainContacted(client, input)),
    // The queue and the 工作台's count move on.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: marketChainKeys.contactQueue() }), queryClient.invalidateQueries({ queryKey: adminKeys.overview() })]),
  });
}
