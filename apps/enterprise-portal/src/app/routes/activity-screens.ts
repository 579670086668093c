import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** 活动: the list, an activity's details, its registration (useRegist), and 我的报名 in 个人中心. */
export const activityScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.activity.list), title: '活动', load: () => import('../../pages/activity/activity-page') },
  { path: routePath(paths.activity.detail), title: '活动详情', load: () => import('../../pages/activity/activity-details-page') },
  { path: routePath(paths.activity.register), title: '活动报名', load: () => import('../../pages/activity/activity-use-regist-page') },
  { path: routePath(paths.personalCenter.myRegistration), title: '我的报名', load: () => import('../../pages/my-registration/my-registration-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default activityScreens;
