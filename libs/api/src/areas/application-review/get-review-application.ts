import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { applicationReviewKeys } from './keys';
import type { AdminApplication } from './types';

export function getReviewApplication(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<AdminApplication>> {
  return client.call((api, init) => api.GET('/api/admin/applications/{id}', { ...init, params: { path: { id } } }), options);
}

export function reviewApplicationQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: applicationReviewKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getReviewApplication(client, id, { signal })),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export type UseReviewApplicationOptions = {
  queryConfig?: QueryConfig<typeof reviewApplicationQueryOptions>;
};

/** One application as the operator sees it, with the actions its current state allows. */
export function useReviewApplication(id: number, { queryConfig }: UseReviewApplicationOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...reviewApplicationQueryOptions(client, id), ...queryConfig });
}
