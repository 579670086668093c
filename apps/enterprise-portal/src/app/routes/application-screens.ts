import type { ScreenRoute } from '@smes/shell';

/** Screens of this area (path without the leading slash, Chinese title, lazy module). */
export const applicationScreens: readonly ScreenRoute[] = [
  {
    path: 'findpolicy/ProjectEvaluation/:id',
    title: '项目自评',
    load: () => import('../../pages/project-evaluation/project-evaluation-page'),
  },
  {
    path: 'findpolicy/ProjectApplication/:id',
    title: '我要申报',
    load: () => import('../../pages/project-application/project-application-page'),
  },
  {
    path: 'PersonalCenter/myApplication',
    title: '我的申报',
    load: () => import('../../pages/my-application/my-application-page'),
  },
];
