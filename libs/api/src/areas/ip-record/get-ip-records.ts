import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { ipRecordKeys } from './keys';
import type { IpRecordList } from './types';

/** The account's 知识产权台账 with the counts its granted records give the ledger. */
export function getIpRecords(client: PortalClient, options?: CallOptions): Promise<ApiResult<IpRecordList>> {
  return client.call((api, init) => api.GET('/api/enterprise/ip-records', init), options);
}

export function ipRecordsQueryOptions(client: PortalClient) {
  return queryOptions({
    queryKey: ipRecordKeys.list(),
    queryFn: async ({ signal }) => unwrap(await getIpRecords(client, { signal })),
  });
}

export type UseIpRecordsOptions = {
  queryConfig?: QueryConfig<typeof ipRecordsQueryOptions>;
};

export function useIpRecords({ queryConfig }: UseIpRecordsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...ipRecordsQueryOptions(client), ...queryConfig });
}
