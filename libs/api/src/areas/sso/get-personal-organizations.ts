import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { QueryConfig } from '../../core/query-config';
import type { SsoCallOptions, SsoClient } from '../../core/sso-client';
import { useSsoClient } from '../../provider/use-api';
import { ssoKeys } from '../../query-keys';
import type { OrganizationList } from '../../types';

/** Spec §4 step 4: the user's personal organisations (`data.data`), sent with the `token` header. */
export function getPersonalOrganizations(sso: SsoClient, options?: SsoCallOptions): Promise<ApiResult<OrganizationList>> {
  return sso.call((api, init) => api.GET('/api/think/organization/list/personal', init), options);
}

export function personalOrganizationsQueryOptions(sso: SsoClient) {
  return queryOptions({
    queryKey: ssoKeys.personalOrganizations(),
    queryFn: async ({ signal }) => unwrap(await getPersonalOrganizations(sso, { signal })),
  });
}

export type UsePersonalOrganizationsOptions = {
  queryConfig?: QueryConfig<typeof personalOrganizationsQueryOptions>;
};

export function usePersonalOrganizations({ queryConfig }: UsePersonalOrganizationsOptions = {}) {
  const sso = useSsoClient();
  return useQuery({ ...personalOrganizationsQueryOptions(sso), ...queryConfig });
}
