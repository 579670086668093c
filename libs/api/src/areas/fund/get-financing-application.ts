import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { financingKeys } from './keys';
import type { FinancingApplication } from './types';

/** One of the enterprise's own applications with its status timeline (another's is 404). */
export function getFinancingApplication(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<FinancingApplication>> {
  return client.call((api, init) => api.GET('/api/fund/applications/{id}', { ...init, params: { path: { id } } }), options);
}

export function financingApplicationQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: financingKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getFinancingApplication(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseFinancingApplicationOptions = {
  queryConfig?: QueryConfig<typeof financingApplicationQueryOptions>;
};

export function useFinancingApplication(id: number, { queryConfig }: UseFinancingApplicationOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...financingApplicationQueryOptions(client, id), ...queryConfig });
}
