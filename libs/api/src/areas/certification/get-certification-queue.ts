import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { orgKeys } from '../service/keys';
import type { CertificationListQuery, CertificationPage } from '../service/types';

/** The operator's review queue: pending ones oldest first, or the decided ones. */
export function getCertificationQueue(client: PortalClient, query: CertificationListQuery, options?: CallOptions): Promise<ApiResult<CertificationPage>> {
  return client.call((api, init) => api.GET('/api/admin/certifications', { ...init, params: { query } }), options);
}

export function certificationQueueQueryOptions(client: PortalClient, query: CertificationListQuery) {
  return queryOptions({
    queryKey: orgKeys.adminCertificationList(query),
    queryFn: async ({ signal }) => unwrap(await getCertificationQueue(client, query, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseCertificationQueueOptions = { query: CertificationListQuery; queryConfig?: QueryConfig<typeof certificationQueueQueryOptions> };

export function useCertificationQueue({ query, queryConfig }: UseCertificationQueueOptions) {
  const client = usePortalClient();
  return useQuery({ ...certificationQueueQueryOptions(client, query), ...queryConfig });
}
