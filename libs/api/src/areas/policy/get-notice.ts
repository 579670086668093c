import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';
import { isContentId } from './query-utils';
import type { NoticeDetail } from './types';

export function getNotice(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<NoticeDetail>> {
  return client.call((api, init) => api.GET('/api/notice/{id}', { ...init, params: { path: { id } } }), options);
}

export function noticeQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: policyKeys.noticeDetail(id),
    queryFn: async ({ signal }) => unwrap(await getNotice(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseNoticeOptions = {
  queryConfig?: QueryConfig<typeof noticeQueryOptions>;
};

export function useNotice(id: number, { queryConfig }: UseNoticeOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...noticeQueryOptions(client, id), ...queryConfig });
}
