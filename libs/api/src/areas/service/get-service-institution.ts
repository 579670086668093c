import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { serviceKeys } from './keys';
import type { InstitutionProfile } from './types';

export function getServiceInstitution(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<InstitutionProfile>> {
  return client.call((api, init) => api.GET('/api/service/institutions/{id}', { ...init, params: { path: { id } } }), options);
}

export function serviceInstitutionQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: serviceKeys.institutionDetail(id),
    queryFn: async ({ signal }) => unwrap(await getServiceInstitution(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseServiceInstitutionOptions = {
  queryConfig?: QueryConfig<typeof serviceInstitutionQueryOptions>;
};

/** One certified institution with its qualifications, products, cases, rating breakdown and latest reviews; idle for an invalid id, 404 when it is not certified. */
export function useServiceInstitution(id: number, { queryConfig }: UseServiceInstitutionOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...serviceInstitutionQueryOptions(client, id), ...queryConfig });
}
