import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { courseKeys } from './keys';
import type { CourseProgress } from './types';

/** The signed-in learner's own position in every chapter of a course (never anyone else's: the server keys it by the token). */
export function getCourseProgress(client: PortalClient, courseId: number, options?: CallOptions): Promise<ApiResult<CourseProgress>> {
  return client.call((api, init) => api.GET('/api/course/{id}/progress', { ...init, params: { path: { id: courseId } } }), options);
}

export function courseProgressQueryOptions(client: PortalClient, courseId: number) {
  return queryOptions({
    queryKey: courseKeys.progress(courseId),
    queryFn: async ({ signal }) => unwrap(await getCourseProgress(client, courseId, { signal })),
    enabled: isContentId(courseId),
  });
}

export type UseCourseProgressOptions = {
  queryConfig?: QueryConfig<typeof courseProgressQueryOptions>;
};

export function useCourseProgress(courseId: number, { queryConfig }: UseCourseProgressOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...courseProgressQueryOptions(client, courseId), ...queryConfig });
}
