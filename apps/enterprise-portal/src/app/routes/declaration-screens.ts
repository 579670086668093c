import { declarationProjectQueryOptions } from '@smes/api';
import { prefetchByRouteId, type ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** Screens of this area (path from paths.ts, Chinese title, lazy module). */
export const declarationScreens: readonly ScreenRoute[] = [
  {
    path: routePath(paths.declarationProject.list),
    title: '申报项目检索',
    load: () => import('../../pages/declaration-project/declaration-project-page'),
  },
  {
    path: routePath(paths.declarationProject.detail),
    title: '申报项目详情',
    load: () => import('../../pages/declaration-project/declaration-project-detail-page'),
    // The project's query starts beside the chunk: its title is the page's largest paint.
    prefetch: prefetchByRouteId(declarationProjectQueryOptions),
  },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default declarationScreens;
