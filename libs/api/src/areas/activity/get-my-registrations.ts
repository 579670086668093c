import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { activityKeys } from './keys';
import type { ActivityRegistrationPage, MyRegistrationQuery } from './types';

const DEFAULT_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies MyRegistrationQuery;

/** 我的报名: coming activities first, then past and cancelled registrations. */
export function getMyRegistrations(client: PortalClient, query: MyRegistrationQuery = DEFAULT_QUERY, options?: CallOptions): Promise<ApiResult<ActivityRegistrationPage>> {
  return client.call((api, init) => api.GET('/api/activity/registrations/mine', { ...init, params: { query } }), options);
}

export function myRegistrationsQueryOptions(client: PortalClient, query?: MyRegistrationQuery) {
  const normalized = { ...DEFAULT_QUERY, ...query };
  return queryOptions({
    queryKey: activityKeys.registrations(normalized),
    queryFn: async ({ signal }) => unwrap(await getMyRegistrations(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseMyRegistrationsOptions = {
  query?: MyRegistrationQuery;
  queryConfig?: QueryConfig<typeof myRegistrationsQueryOptions>;
};

export function useMyRegistrations({ query, queryConfig }: UseMyRegistrationsOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...myRegistrationsQueryOptions(client, query), ...queryConfig });
}
