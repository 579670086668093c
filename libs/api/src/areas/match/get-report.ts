import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { matchKeys } from './keys';
import type { Report } from './types';

export function isReportId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

export function getReport(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<Report>> {
  return client.call((api, init) => api.GET('/api/enterprise/reports/{id}', { ...init, params: { path: { id } } }), options);
}

export function reportQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: matchKeys.reportDetail(id),
    queryFn: async ({ signal }) => unwrap(await getReport(client, id, { signal })),
    enabled: isReportId(id),
  });
}

export type UseReportOptions = {
  queryConfig?: QueryConfig<typeof reportQueryOptions>;
};

/** One saved report; idle until `id` is a positive integer. */
export function useReport(id: number, { queryConfig }: UseReportOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...reportQueryOptions(client, id), ...queryConfig });
}
