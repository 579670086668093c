import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { REFERENCE_STALE_TIME_MS } from '../policy/get-policy-departments';
import { serviceKeys } from './keys';
import type { ServiceNeedCount } from './types';

/** The need tags products carry, with how many on-shelf products carry each (the products page's 需求 filter). */
export function getServiceNeeds(client: PortalClient, options?: CallOptions): Promise<ApiResult<ServiceNeedCount[]>> {
  return client.call((api, init) => api.GET('/api/service/needs', init), options);
}

export function serviceNeedsQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: serviceKeys.needs(),
    queryFn: async ({ signal }) => unwrap(await getServiceNeeds(client, { signal })),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export type UseServiceNeedsOptions = {
  queryConfig?: QueryConfig<typeof serviceNeedsQueryOptions>;
};

export function useServiceNeeds({ queryConfig }: UseServiceNeedsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...serviceNeedsQueryOptions(client), ...queryConfig });
}
