import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { applicationKeys } from './keys';
import type { Application } from './types';

export function getApplication(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<Application>> {
  return client.call((api, init) => api.GET('/api/application/{id}', { ...init, params: { path: { id } } }), options);
}

export function isApplicationId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

export function applicationQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getApplication(client, id, { signal })),
    enabled: isApplicationId(id),
  });
}

export type UseApplicationOptions = {
  queryConfig?: QueryConfig<typeof applicationQueryOptions>;
};

/** One application of the signed-in enterprise; idle until `id` is a positive integer. */
export function useApplication(id: number, { queryConfig }: UseApplicationOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...applicationQueryOptions(client, id), ...queryConfig });
}
