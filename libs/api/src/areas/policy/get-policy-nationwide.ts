import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';
import type { ProvinceOverview } from './types';

/** 全国政策概览: every province's policy count, open notices and latest policy. */
export function getPolicyNationwide(client: PortalClient, options?: CallOptions): Promise<ApiResult<ProvinceOverview[]>> {
  return client.call((api, init) => api.GET('/api/policy/nationwide', init), options);
}

export function policyNationwideQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: policyKeys.nationwide(),
    queryFn: async ({ signal }) => unwrap(await getPolicyNationwide(client, { signal })),
  });
}

export type UsePolicyNationwideOptions = {
  queryConfig?: QueryConfig<typeof policyNationwideQueryOptions>;
};

export function usePolicyNationwide({ queryConfig }: UsePolicyNationwideOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...policyNationwideQueryOptions(client), ...queryConfig });
}
