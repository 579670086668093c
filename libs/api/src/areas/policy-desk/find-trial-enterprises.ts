import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { policyDeskKeys } from './keys';
import type { PolicyRuleTrialEnterprise, PolicyTrialEnterpriseQuery } from './types';

/** Ledgers in the document's region whose enterprise name holds the keyword, or whose credit code it is (at most 10). */
export function findTrialEnterprises(client: PortalClient, query: PolicyTrialEnterpriseQuery, options?: CallOptions): Promise<ApiResult<PolicyRuleTrialEnterprise[]>> {
  return client.call(
    (api, init) => api.GET('/api/admin/policy-desk/trial/enterprises', { ...init, params: { query: { keyword: query.keyword, ...(query.regionCode ? { regionCode: query.regionCode } : {}) } } }),
    options,
  );
}

export function trialEnterprisesQueryOptions(client: PortalClient, query: PolicyTrialEnterpriseQuery) {
  return queryOptions({
    queryKey: policyDeskKeys.trialEnterprises(query),
    queryFn: async ({ signal }) => unwrap(await findTrialEnterprises(client, query, { signal })),
    enabled: query.keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/** The sample enterprises 试算 can be run on, as the operator types a name or a credit code. */
export function useTrialEnterprises(query: PolicyTrialEnterpriseQuery) {
  const client = usePortalClient();
  return useQuery(trialEnterprisesQueryOptions(client, query));
}
