import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { marketKeys } from './keys';
import type { DemandRecordDetail } from './types';

/** A submitted demand as the operator reviews it (drafts 404; no contact, no responses). */
export function getDemandForReview(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<DemandRecordDetail>> {
  return client.call((api, init) => api.GET('/api/admin/demands/{id}', { ...init, params: { path: { id } } }), options);
}

export function demandForReviewQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: marketKeys.queueDetail(id),
    queryFn: async ({ signal }) => unwrap(await getDemandForReview(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseDemandForReviewOptions = {
  queryConfig?: QueryConfig<typeof demandForReviewQueryOptions>;
};

export function useDemandForReview(id: number, { queryConfig }: UseDemandForReviewOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...demandForReviewQueryOptions(client, id), ...queryConfig });
}
