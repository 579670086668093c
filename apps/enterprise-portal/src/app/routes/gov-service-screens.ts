import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** 政务服务: the handling guides by topic and department, and one guide. */
export const govServiceScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.governmentService.list), title: '政务服务', load: () => import('../../pages/government-service/government-service-page') },
  { path: routePath(paths.governmentService.detail), title: '办事指南', load: () => import('../../pages/government-service/government-service-detail-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default govServiceScreens;
