import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** 找服务 (issue 9): the public catalogue of certified institutions, their products and published cases. */
export const serviceScreens: readonly ScreenRoute[] = [
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
