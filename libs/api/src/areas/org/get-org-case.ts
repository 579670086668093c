import { useSession } from '@smes/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { orgKeys } from '../service/keys';
import type { OrgCase } from '../service/types';

/** One of the institution's cases with its consent record (another institution's answers 404). */
export function getOrgCase(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<OrgCase>> {
  return client.call((api, init) => api.GET('/api/org/cases/{id}', { ...init, params: { path: { id } } }), options);
}

export function orgCaseQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: orgKeys.caseDetail(id),
    queryFn: async ({ signal }) => unwrap(await getOrgCase(client, id, { signal })),
  });
}

export type UseOrgCaseOptions = {
  id: number;
  queryConfig?: Omit<QueryConfig<typeof orgCaseQueryOptions>, 'enabled'>;
};

export function useOrgCase({ id, queryConfig }: UseOrgCaseOptions) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...orgCaseQueryOptions(client, id), ...queryConfig, enabled: isLoggedIn });
}
