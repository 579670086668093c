import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { policyKeys } from './keys';
import { isContentId } from './query-utils';
import type { InterpretationDetail } from './types';

export function getInterpretation(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<InterpretationDetail>> {
  return client.call((api, init) => api.GET('/api/interpretation/{id}', { ...init, params: { path: { id } } }), options);
}

export function interpretationQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: policyKeys.interpretationDetail(id),
    queryFn: async ({ signal }) => unwrap(await getInterpretation(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseInterpretationOptions = {
  queryConfig?: QueryConfig<typeof interpretationQueryOptions>;
};

export function useInterpretation(id: number, { queryConfig }: UseInterpretationOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...interpretationQueryOptions(client, id), ...queryConfig });
}
