import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { marketEnterpriseKeys } from './keys';
import type { QualityEnterpriseDetail } from './types';

/** An enterprise's public profile; one that is not public answers 404. */
export function getQualityEnterprise(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<QualityEnterpriseDetail>> {
  return client.call((api, init) => api.GET('/api/market/enterprise/{id}', { ...init, params: { path: { id } } }), options);
}

export function qualityEnterpriseQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: marketEnterpriseKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getQualityEnterprise(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseQualityEnterpriseOptions = {
  queryConfig?: QueryConfig<typeof qualityEnterpriseQueryOptions>;
};

export function useQualityEnterprise(id: number, { queryConfig }: UseQualityEnterpriseOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...qualityEnterpriseQueryOptions(client, id), ...queryConfig });
}
