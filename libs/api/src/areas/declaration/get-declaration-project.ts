import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { portalKeys } from '../../query-keys';
import type { DeclarationProjectDetail } from '../../types';

export function getDeclarationProject(
  client: PortalClient,
  id: number,
  options?: CallOptions,
): Promise<ApiResult<DeclarationProjectDetail>> {
  return client.call((api, init) => api.GET('/api/gDeclaraManage/{id}', { ...init, params: { path: { id } } }), options);
}

export function isDeclarationId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

export function declarationProjectQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: portalKeys.declarationDetail(id),
    queryFn: async ({ signal }) => unwrap(await getDeclarationProject(client, id, { signal })),
    enabled: isDeclarationId(id),
  });
}

export type UseDeclarationProjectOptions = {
  queryConfig?: QueryConfig<typeof declarationProjectQueryOptions>;
};

/** One project's detail; idle until `id` is a positive integer (e.g. a route parameter that parsed). */
export function useDeclarationProject(id: number, { queryConfig }: UseDeclarationProjectOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...declarationProjectQueryOptions(client, id), ...queryConfig });
}
