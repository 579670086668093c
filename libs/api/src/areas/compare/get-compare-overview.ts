import { useSession } from '@smes/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isValidRegionSelection, toRegionsParam } from './compare-regions-param';
import { compareKeys } from './keys';
import type { CompareOverview } from './types';

/** Figures move only when policies are published; a minute keeps tab switches free of requests. */
export const COMPARE_STALE_TIME_MS = 60_000;

export function getCompareOverview(
  client: PortalClient,
  regions: readonly string[],
  options?: CallOptions,
): Promise<ApiResult<CompareOverview>> {
  return client.call(
    (api, init) => api.GET('/api/compare/overview', { ...init, params: { query: { regions: toRegionsParam(regions) } } }),
    options,
  );
}

export type CompareOverviewQueryOptions = {
  /** Signed in: the answer holds the caller's estimated benefit, so it is cached with the account. */
  personal?: boolean;
};

export function compareOverviewQueryOptions(client: PortalClient, regions: readonly string[], { personal = false }: CompareOverviewQueryOptions = {}) {
  const param = toRegionsParam(regions);
  return queryOptions({
    queryKey: personal ? compareKeys.myOverview(param) : compareKeys.overview(param),
    queryFn: async ({ signal }) => unwrap(await getCompareOverview(client, regions, { signal })),
    enabled: isValidRegionSelection(regions),
    staleTime: COMPARE_STALE_TIME_MS,
  });
}

export type UseCompareOverviewOptions = {
  queryConfig?: QueryConfig<typeof compareOverviewQueryOptions>;
};

/** The comparison of 2–4 regions; idle until the selection is valid. */
export function useCompareOverview(regions: readonly string[], { queryConfig }: UseCompareOverviewOptions = {}) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...compareOverviewQueryOptions(client, regions, { personal: isLoggedIn }), ...queryConfig });
}
