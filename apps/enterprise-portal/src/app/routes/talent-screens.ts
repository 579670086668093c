import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** 找人才: public profiles with filters, a profile's detail with the 签约意向 dialog, and 我的签约意向. */
export const talentScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.talent.list), title: '找人才', load: () => import('../../pages/talent/talent-page') },
  { path: routePath(paths.talent.detail), title: '人才详情', load: () => import('../../pages/talent-detail/talent-detail-page') },
  { path: routePath(paths.personalCenter.myContract), title: '我的签约意向', load: () => import('../../pages/my-contract/my-contract-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default talentScreens;
