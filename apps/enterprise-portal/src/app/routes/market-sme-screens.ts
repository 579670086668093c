import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/**
 * 找市场's enterprise half: 优质中小企业 and an enterprise's public profile, 链主合作平台 and a chain's
 * detail. The hub and 市场项目 are in market-screens.
 */
export const marketSmeScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.market.custom), title: '优质中小企业', load: () => import('../../pages/market-custom/market-custom-page') },
  { path: routePath(paths.enterpriseProfile), title: '企业主页', load: () => import('../../pages/enterprise-profile/enterprise-profile-page') },
  { path: routePath(paths.market.platform.list), title: '链主合作平台', load: () => import('../../pages/market-platform/market-platform-page') },
  { path: routePath(paths.market.platform.detail), title: '产业链详情', load: () => import('../../pages/market-platform/market-platform-detail-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default marketSmeScreens;
