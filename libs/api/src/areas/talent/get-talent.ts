import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { talentKeys } from './keys';
import type { TalentDetail } from './types';

/** One public profile with work history, certificates and what the person does for enterprises. */
export function getTalent(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<TalentDetail>> {
  return client.call((api, init) => api.GET('/api/talent/{id}', { ...init, params: { path: { id } } }), options);
}

export function talentQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: talentKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getTalent(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseTalentOptions = {
  queryConfig?: QueryConfig<typeof talentQueryOptions>;
};

export function useTalent(id: number, { queryConfig }: UseTalentOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...talentQueryOptions(client, id), ...queryConfig });
}
