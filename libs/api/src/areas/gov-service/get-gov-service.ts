import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { govServiceKeys } from './keys';
import type { GovServiceDetail } from './types';

/** One item's whole handling guide (办事指南). */
export function getGovService(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<GovServiceDetail>> {
  return client.call((api, init) => api.GET('/api/gov-service/{id}', { ...init, params: { path: { id } } }), options);
}

export function govServiceQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: govServiceKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getGovService(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseGovServiceOptions = {
  queryConfig?: QueryConfig<typeof govServiceQueryOptions>;
};

export function useGovService(id: number, { queryConfig }: UseGovServiceOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...govServiceQueryOptions(client, id), ...queryConfig });
}
