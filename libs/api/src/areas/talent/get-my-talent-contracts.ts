import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { talentContractKeys } from './keys';
import type { TalentContractMineQuery, TalentContractPage } from './types';

/** 我的签约意向: the signed-in enterprise's requests, newest first, optionally of one status or to one person. */
export function getMyTalentContracts(client: PortalClient, query: TalentContractMineQuery = {}, options?: CallOptions): Promise<ApiResult<TalentContractPage>> {
  return client.call((api, init) => api.GET('/api/talent/contracts/mine', { ...init, params: { query } }), options);
}

export function myTalentContractsQueryOptions(client: PortalClient, query: TalentContractMineQuery = {}) {
  return queryOptions({
    queryKey: talentContractKeys.mine(query),
    queryFn: async ({ signal }) => unwrap(await getMyTalentContracts(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseMyTalentContractsOptions = {
  query?: TalentContractMineQuery;
  queryConfig?: QueryConfig<typeof myTalentContractsQueryOptions>;
};

export function useMyTalentContracts({ query, queryConfig }: UseMyTalentContractsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...myTalentContractsQueryOptions(client, query), ...queryConfig });
}
