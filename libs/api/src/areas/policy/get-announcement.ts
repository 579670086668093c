import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';
import { isContentId } from './query-utils';
import type { AnnouncementDetail } from './types';

export function getAnnouncement(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<AnnouncementDetail>> {
  return client.call((api, init) => api.GET('/api/announcement/{id}', { ...init, params: { path: { id } } }), options);
}

export function announcementQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: policyKeys.announcementDetail(id),
    queryFn: async ({ signal }) => unwrap(await getAnnouncement(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseAnnouncementOptions = {
  queryConfig?: QueryConfig<typeof announcementQueryOptions>;
};

export function useAnnouncement(id: number, { queryConfig }: UseAnnouncementOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...announcementQueryOptions(client, id), ...queryConfig });
}
