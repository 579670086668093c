import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import type { QueryConfig } from '../../core/query-config';
import { usePortalClient } from '../../provider/use-api';
import { isContentId } from '../policy/query-utils';
import { courseKeys } from './keys';
import type { CourseDetail } from './types';

/** One course: intro, lecturer, who it is for and its chapters (the first one the trial). */
export function getCourse(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<CourseDetail>> {
  return client.call((api, init) => api.GET('/api/course/{id}', { ...init, params: { path: { id } } }), options);
}

export function courseQueryOptions(client: PortalClient, id: number) {
  return queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getCourse(client, id, { signal })),
    enabled: isContentId(id),
  });
}

export type UseCourseOptions = {
  queryConfig?: QueryConfig<typeof courseQueryOptions>;
};

export function useCourse(id: number, { queryConfig }: UseCourseOptions = {}) {
  const client = usePortalClient();
  return useQuery({ ...courseQueryOptions(client, id), ...queryConfig });
}
