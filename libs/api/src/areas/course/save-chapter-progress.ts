import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { courseKeys } from './keys';
import type { CourseProgress } from './types';

export type SaveChapterProgressOptions = CallOptions & {
  /** Lets the request outlive the page (`pagehide`): the browser finishes it after the tab is gone. */
  keepalive?: boolean;
};

/** Saves the learner's position in a chapter; the answer is the whole course's progress after it. */
export function saveChapterProgress(
  client: PortalClient,
  chapterId: number,
  positionSeconds: number,
  { keepalive = false, ...options }: SaveChapterProgressOptions = {},
): Promise<ApiResult<CourseProgress>> {
  return client.call(
    (api, init) =>
      api.PUT('/api/course/chapters/{id}/progress', {
        ...init,
        ...JSON_BODY,
        keepalive,
        params: { path: { id: chapterId } },
        // Whole tenths: the player reports fractions of a millisecond nobody resumes at.
        body: { positionSeconds: Math.max(0, Math.round(positionSeconds * 10) / 10) },
      }),
    options,
  );
}

export type SaveChapterProgressVariables = { chapterId: number; positionSeconds: number; keepalive?: boolean };

/**
 * Saves quietly (the player saves every few seconds; a failed save is retried by the next one rather than
 * toasted) and puts the answer straight into the course's progress, so the chapter list ticks at once.
 */
export function useSaveChapterProgress(courseId: number) {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ chapterId, positionSeconds, keepalive }: SaveChapterProgressVariables) =>
      unwrap(await saveChapterProgress(client, chapterId, positionSeconds, { keepalive, silent: true })),
    onSuccess: (progress) => {
      queryClient.setQueryData(courseKeys.progress(courseId), progress);
      return queryClient.invalidateQueries({ queryKey: courseKeys.myCourseLists() });
    },
  });
}
