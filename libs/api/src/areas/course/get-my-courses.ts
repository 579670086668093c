import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { courseKeys } from './keys';
import type { MyCourseQuery, MyCoursePage } from './types';

const DEFAULT_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies MyCourseQuery;

/** 我的课程: courses the learner has started (学习中) or finished (已学完), the most recently studied first. */
export function getMyCourses(client: PortalClient, query: MyCourseQuery = DEFAULT_QUERY, options?: CallOptions): Promise<ApiResult<MyCoursePage>> {
  return client.call((api, init) => api.GET('/api/course/mine', { ...init, params: { query } }), options);
}

export function myCoursesQueryOptions(client: PortalClient, query?: MyCourseQuery) {
  const normalized = { ...DEFAULT_QUERY, ...query };
  return queryOptions({
    queryKey: courseKeys.myCourses(normalized),
    queryFn: async ({ signal }) => unwrap(await getMyCourses(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseMyCoursesOptions = {
  query?: MyCourseQuery;
  queryConfig?: QueryConfig<typeof myCoursesQueryOptions>;
};

export function useMyCourses({ query, queryConfig }: UseMyCoursesOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...myCoursesQueryOptions(client, query), ...queryConfig });
}
