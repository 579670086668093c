import { useSession } from '@smes/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { orgKeys } from '../service/keys';
import type { OrgCaseListQuery, OrgCasePage } from '../service/types';

/** successCases: the institution's own cases, the ones not (yet) public included. */
export function getOrgCases(client: PortalClient, query: OrgCaseListQuery, options?: CallOptions): Promise<ApiResult<OrgCasePage>> {
  return client.call((api, init) => api.GET('/api/org/cases', { ...init, params: { query } }), options);
}

export function orgCasesQueryOptions(client: PortalClient, query: OrgCaseListQuery) {
  return queryOptions({
    queryKey: orgKeys.caseList(query),
    queryFn: async ({ signal }) => unwrap(await getOrgCases(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseOrgCasesOptions = {
  query: OrgCaseListQuery;
  queryConfig?: Omit<QueryConfig<typeof orgCasesQueryOptions>, 'enabled'>;
};

export function useOrgCases({ query, queryConfig }: UseOrgCasesOptions) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...orgCasesQueryOptions(client, query), ...queryConfig, enabled: isLoggedIn });
}
