import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/**
 * 找市场: the hub and 市场项目 with 发布需求 (spec titles for /market and /market/marketorder), and
 * 个人中心 › 我的需求. 优质中小企业 and 链主合作平台 are built beside these.
 */
export const marketScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.market.hub), title: '找市场', load: () => import('../../pages/market/market-page') },
  { path: routePath(paths.market.order.list), title: '市场项目', load: () => import('../../pages/market-order/market-order-page') },
  { path: routePath(paths.market.order.detail), title: '需求详情', load: () => import('../../pages/market-order/market-order-detail-page') },
  { path: routePath(paths.market.requirements), title: '发布需求', load: () => import('../../pages/market-requirements/market-requirements-page') },
  { path: routePath(paths.personalCenter.demand.list), title: '我的需求', load: () => import('../../pages/demand/demand-page') },
  { path: routePath(paths.personalCenter.demand.detail), title: '我的需求详情', load: () => import('../../pages/demand/demand-detail-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default marketScreens;
