import { useSession } from '@smes/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { orgKeys } from '../service/keys';
import type { CertificationApplication } from '../service/types';

/** The signed-in institution account's one application; null before the first save. */
export function getMyCertification(client: PortalClient, options?: CallOptions): Promise<ApiResult<CertificationApplication | null>> {
  return client.call((api, init) => api.GET('/api/org/certification', init), options);
}

export function myCertificationQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: orgKeys.certification(),
    queryFn: async ({ signal }) => unwrap(await getMyCertification(client, { signal })),
  });
}

export type UseMyCertificationOptions = {
  queryConfig?: Omit<QueryConfig<typeof myCertificationQueryOptions>, 'enabled'>;
};

/** Idle while logged out: the application belongs to the account. */
export function useMyCertification({ queryConfig }: UseMyCertificationOptions = {}) {
  const client = usePortalClient();
  const { isLoggedIn } = useSession();
  return useQuery({ ...myCertificationQueryOptions(client), ...queryConfig, enabled: isLoggedIn });
}
