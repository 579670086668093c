import { portalKeys } from '../../query-keys';
import type { CourseQuery, MyCourseQuery } from './types';

/**
 * Query keys of 找培训. Courses are public; a learner's progress and 我的课程 are the account's, so they sit
 * under the account's keys and logging out drops them. Saving a position refreshes both.
 */
export const courseKeys = {
  lists: () => [...portalKeys.all, 'course', 'list'] as const,
  list: (query: CourseQuery) => [...courseKeys.lists(), query] as const,
  detail: (id: number) => [...portalKeys.all, 'course', 'detail', id] as const,
  mine: () => [...portalKeys.user(), 'course'] as const,
  progress: (courseId: number) => [...courseKeys.mine(), 'progress', courseId] as const,
  myCourseLists: () => [...courseKeys.mine(), 'mine'] as const,
  myCourses: (query: MyCourseQuery) => [...courseKeys.myCourseLists(), query] as const,
};
