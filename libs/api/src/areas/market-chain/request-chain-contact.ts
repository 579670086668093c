import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { marketChainKeys } from './keys';
import type { ChainContactInput, ChainContactRequest } from './types';

export type RequestChainContactInput = { opportunityId: number } & ChainContactInput;

/** 我要对接 on a chain opportunity: the platform relays it to the chain owner (409 while one is in progress). */
export function requestChainContact(client: PortalClient, { opportunityId, ...body }: RequestChainContactInput, options?: CallOptions): Promise<ApiResult<ChainContactRequest>> {
  return client.call(
    (api, init) => api.POST('/api/market/chain/opportunities/{id}/contact-requests', { ...init, ...JSON_BODY, params: { path: { id: opportunityId } }, body }),
    options,
  );
}

export function useRequestChainContact() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RequestChainContactInput) => unwrap(await requestChainContact(client, input)),
    // The opportunity's card and 我对接的需求 show the request's state from now on.
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketChainKeys.myContacts() }),
  });
}
