export { courseKeys } from './keys';
export type {
  CourseCategory,
  CourseChapter,
  CourseChapterProgress,
  CourseDetail,
  CourseList,
  CourseProgress,
  CourseQuery,
  CourseSummary,
  MyCourse,
  MyCoursePage,
  MyCourseQuery,
} from './types';
export { DEFAULT_COURSE_QUERY, coursesQueryOptions, getCourses, normalizeCourseQuery, useCourses } from './get-courses';
export type { UseCoursesOptions } from './get-courses';
export { courseQueryOptions, getCourse, useCourse } from './get-course';
export type { UseCourseOptions } from './get-course';
export { courseProgressQueryOptions, getCourseProgress, useCourseProgress } from './get-course-progress';
export type { UseCourseProgressOptions } from './get-course-progress';
export { saveChapterProgress, useSaveChapterProgress } from './save-chapter-progress';
export type { SaveChapterProgressOptions, SaveChapterProgressVariables } from './save-chapter-progress';
export { getMyCourses, myCoursesQueryOptions, useMyCourses } from './get-my-courses';
export type { UseMyCoursesOptions } from './get-my-courses';
export { chapterVideoUrl, useChapterVideoUrl } from './chapter-video-url';
