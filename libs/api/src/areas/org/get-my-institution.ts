import { useSession } from '@smes/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { portalKeys } from '../../query-keys';
import type { MyInstitution } from '../../types';

export function getMyInstitution(client: PortalClient, options?: CallOptions): Promise<ApiResult<MyInstitution>> {
  return client.call((api, init) => api.GET('/api/org/institution/mine', init), options);
}

/** Keyed under the account, so logging out drops it with the rest of the user's data. */
export function myInstitutionQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: portalKeys.myInstitution(),
    queryFn: async ({ signal }) => unwrap(await getMyInstitution(client, { signal })),
  });
}

export type UseMyInstitutionOptions = {
  queryConfig?: Omit<QueryConfig<typeof myInstitutionQueryOptions>, 'enabled'>;
  /** False for an account that has no institution to ask about (the operator, an enterprise). */
  enabled?: boolean;
};

/** The signed-in account's institution and certification status; idle while logged out. */
export function useMyInstitution({ queryConfig, enabled = true }: UseMyInstitutionOptions = {}) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...myInstitutionQueryOptions(client), ...queryConfig, enabled: isLoggedIn && enabled });
}
