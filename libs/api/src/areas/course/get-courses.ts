import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { normalizeListQuery } from '../policy/query-utils';
import { courseKeys } from './keys';
import type { CourseList, CourseQuery } from './types';

export const DEFAULT_COURSE_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const satisfies CourseQuery;

export function normalizeCourseQuery(query?: CourseQuery): CourseQuery {
  return normalizeListQuery<CourseQuery>(DEFAULT_COURSE_QUERY, query);
}

/** 找培训: courses by category and keyword, newest or most learned first. */
export function getCourses(client: PortalClient, query: CourseQuery = DEFAULT_COURSE_QUERY, options?: CallOptions): Promise<ApiResult<CourseList>> {
  return client.call((api, init) => api.GET('/api/course/list', { ...init, params: { query } }), options);
}

export function coursesQueryOptions(client: PortalClient, query?: CourseQuery) {
  const normalized = normalizeCourseQuery(query);
  return queryOptions({
    queryKey: courseKeys.list(normalized),
    queryFn: async ({ signal }) => unwrap(await getCourses(client, normalized, { signal })),
    placeholderData: keepPreviousData,
  });
}

export type UseCoursesOptions = {
  query?: CourseQuery;
  queryConfig?: QueryConfig<typeof coursesQueryOptions>;
};

export function useCourses({ query, queryConfig }: UseCoursesOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...coursesQueryOptions(client, query), ...queryConfig });
}
