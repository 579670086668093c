import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { portalKeys } from '../../query-keys';
import type { DictData } from '../../types';

/** Dictionaries change with releases, not while someone browses. */
export const DICT_STALE_TIME_MS = 30 * 60_000;

export function getDictData(client: PortalClient, type: string, options?: CallOptions): Promise<ApiResult<DictData[]>> {
  return client.call((api, init) => api.GET('/api/v1/dict/data/type/{type}', { ...init, params: { path: { type } } }), options);
}

export function dictDataQueryOptions(client: PortalClient, type: string) {
  return queryOptions({
    queryKey: portalKeys.dict(type),
    queryFn: async ({ signal }) => unwrap(await getDictData(client, type, { signal })),
    staleTime: DICT_STALE_TIME_MS,
    gcTime: 2 * DICT_STALE_TIME_MS,
  });
}

export type UseDictDataOptions = {
  queryConfig?: QueryConfig<typeof dictDataQueryOptions>;
};

export function useDictData(type: string, { queryConfig }: UseDictDataOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...dictDataQueryOptions(client, type), ...queryConfig });
}
