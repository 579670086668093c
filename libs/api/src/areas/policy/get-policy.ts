import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';
import { isContentId } from './query-utils';
import type { PolicyDetail } from './types';

export function getPolicy(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<PolicyDetail>> {
  return client.call((api, init) => api.GET('/api/policy/{id}', { ...init, params: { path: { id } } }), options);
}

export function policyQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: policyKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getPolicy(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UsePolicyOptions = {
  queryConfig?: QueryConfig<typeof policyQueryOptions>;
};

/** One policy with its full text, attachments, links and the viewer's favourite flag; idle for an invalid id. */
export function usePolicy(id: number, { queryConfig }: UsePolicyOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...policyQueryOptions(client, id), ...queryConfig });
}
