import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** 找培训: the course list, a course's details, the viewer (courseViewing), and 我的课程 in 个人中心. */
export const courseScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.course.list), title: '找培训', load: () => import('../../pages/course/course-page') },
  { path: routePath(paths.course.details), title: '课程详情', load: () => import('../../pages/course/course-details-page') },
  { path: routePath(paths.course.viewing), title: '课程学习', load: () => import('../../pages/course/course-viewing-page') },
  { path: routePath(paths.personalCenter.myCourse), title: '我的课程', load: () => import('../../pages/my-course/my-course-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default courseScreens;
