import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { serviceKeys } from './keys';
import type { ServiceCaseDetail } from './types';

export function getServiceCase(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<ServiceCaseDetail>> {
  return client.call((api, init) => api.GET('/api/service/cases/{id}', { ...init, params: { path: { id } } }), options);
}

export function serviceCaseQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: serviceKeys.caseDetail(id),
    queryFn: async ({ signal }) => unwrap(await getServiceCase(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseServiceCaseOptions = {
  queryConfig?: QueryConfig<typeof serviceCaseQueryOptions>;
};

/** One published case; idle for an invalid id. */
export function useServiceCase(id: number, { queryConfig }: UseServiceCaseOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...serviceCaseQueryOptions(client, id), ...queryConfig });
}
