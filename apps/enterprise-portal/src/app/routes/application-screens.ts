import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** Screens of this area (path from paths.ts, Chinese title, lazy module). */
export const applicationScreens: readonly ScreenRoute[] = [
  {
    path: routePath(paths.projectEvaluation),
    title: '项目自评',
    load: () => import('../../pages/project-evaluation/project-evaluation-page'),
  },
  {
    path: routePath(paths.projectApplication),
    title: '我要申报',
    load: () => import('../../pages/project-application/project-application-page'),
  },
  {
    path: routePath(paths.personalCenter.myApplication),
    title: '我的申报',
    load: () => import('../../pages/my-application/my-application-page'),
  },
  {
    path: routePath(paths.personalCenter.myApplicationProgress),
    title: '申报进度',
    load: () => import('../../pages/my-application-progress/my-application-progress-page'),
  },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default applicationScreens;
