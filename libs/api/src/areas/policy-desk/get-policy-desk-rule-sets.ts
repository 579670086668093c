import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { policyDeskKeys } from './keys';
import type { PolicyDeskRuleSet } from './types';

export function getPolicyDeskRuleSets(client: PortalClient, options?: CallOptions): Promise<ApiResult<PolicyDeskRuleSet[]>> {
  return client.call((api, init) => api.GET('/api/admin/policy-desk/rule-sets', init), options);
}

export function policyDeskRuleSetsQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: policyDeskKeys.ruleSets(),
    queryFn: async ({ signal }) => unwrap(await getPolicyDeskRuleSets(client, { signal })),
    staleTime: Infinity,
  });
}

/** The 规则集目录 a policy's conditions may follow (read-only here). */
export function usePolicyDeskRuleSets() {
  const client = usePortalClient();
  return useQuery(policyDeskRuleSetsQueryOptions(client));
}
