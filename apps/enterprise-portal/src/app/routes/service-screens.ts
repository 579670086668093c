import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** 找服务: the public catalogue of certified institutions, their products and published cases. */
const catalogueScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.service.hub), title: '找服务', load: () => import('../../pages/service/service-page') },
  { path: routePath(paths.service.institutions), title: '服务机构', load: () => import('../../pages/service-institutions/service-institutions-page') },
  {
    path: routePath(paths.service.institutionDetail),
    title: '服务机构详情',
    load: () => import('../../pages/service-institution-detail/service-institution-detail-page'),
  },
  { path: routePath(paths.service.productPage), title: '服务产品与案例', load: () => import('../../pages/service-product-page/service-product-page') },
  { path: routePath(paths.service.detail), title: '服务产品详情', load: () => import('../../pages/service-detail/service-detail-page') },
  { path: routePath(paths.service.anli), title: '案例详情', load: () => import('../../pages/service-anli/service-anli-page') },
];

/** 个人中心 › 我的订单 / 订单详情 / 我的评价 (the enterprise's side of ordering). */
const orderScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.personalCenter.myOrder.list), title: '我的订单', load: () => import('../../pages/my-order/my-order-page') },
  { path: routePath(paths.personalCenter.myOrder.detail), title: '订单详情', load: () => import('../../pages/my-order/my-order-detail-page') },
  { path: routePath(paths.personalCenter.myReview), title: '我的评价', load: () => import('../../pages/my-review/my-review-page') },
];

export const serviceScreens: readonly ScreenRoute[] = [...catalogueScreens, ...orderScreens];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default serviceScreens;
