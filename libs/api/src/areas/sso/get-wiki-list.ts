import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { QueryConfig } from '../../core/query-config';
import type { SsoCallOptions, SsoClient } from '../../core/sso-client';
import { useSsoClient } from '../../provider/use-api';
import { ssoKeys } from '../../query-keys';
import type { WikiList } from '../../types';

/** Spec §4 step 5: every wiki of one organisation (`data.data`). */
export function getWikiList(sso: SsoClient, orgId: string, options?: SsoCallOptions): Promise<ApiResult<WikiList>> {
  return sso.call((api, init) => api.GET('/api/think/wiki/list/all/{orgId}', { ...init, params: { path: { orgId } } }), options);
}

export function wikiListQueryOptions(sso: SsoClient, orgId: string) {
  return queryOptions({
    queryKey: ssoKeys.wikiList(orgId),
    queryFn: async ({ signal }) => unwrap(await getWikiList(sso, orgId, { signal })),
    enabled: orgId !== '',
  });
}

export type UseWikiListOptions = {
  queryConfig?: QueryConfig<typeof wikiListQueryOptions>;
};

export function useWikiList(orgId: string, { queryConfig }: UseWikiListOptions = {}) {
  const sso = useSsoClient();
  return useQuery({ ...wikiListQueryOptions(sso, orgId), ...queryConfig });
}
