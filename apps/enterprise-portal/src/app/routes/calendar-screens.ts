import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** Screens of 申报日历 (path from paths.ts, Chinese title, lazy module). */
export const calendarScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.declarationCalendar), title: '申报日历', load: () => import('../../pages/declaration-calendar/declaration-calendar-page') },
  { path: routePath(paths.personalCenter.myFollow), title: '我的关注', load: () => import('../../pages/my-follow/my-follow-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default calendarScreens;
