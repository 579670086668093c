import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { newsKeys } from './keys';
import type { NewsDetail } from './types';

/** One 资讯 with its body and related items; the server counts the view. */
export function getNews(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<NewsDetail>> {
  return client.call((api, init) => api.GET('/api/news/{id}', { ...init, params: { path: { id } } }), options);
}

export function newsQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getNews(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseNewsOptions = {
  queryConfig?: QueryConfig<typeof newsQueryOptions>;
};

export function useNews(id: number, { queryConfig }: UseNewsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...newsQueryOptions(client, id), ...queryConfig });
}
