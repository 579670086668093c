import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { orgKeys } from '../service/keys';
import type { CertificationApplication } from '../service/types';

/** One submitted application with its files, for the operator (drafts are 404). */
export function getCertificationReview(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<CertificationApplication>> {
  return client.call((api, init) => api.GET('/api/admin/certifications/{id}', { ...init, params: { path: { id } } }), options);
}

export function certificationReviewQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: orgKeys.adminCertificationDetail(id),
    queryFn: async ({ signal }) => unwrap(await getCertificationReview(client, id, { signal })),
  });
}

export type UseCertificationReviewOptions = { id: number; queryConfig?: QueryConfig<typeof certificationReviewQueryOptions> };

export function useCertificationReview({ id, queryConfig }: UseCertificationReviewOptions) {
  const client = usePortalClient();
  return useQuery({ ...certificationReviewQueryOptions(client, id), ...queryConfig });
}
