import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** 找资金: products with filters and the comparison, a product's detail with 融资对接, and 我的融资. */
export const fundScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.fund.list), title: '找资金', load: () => import('../../pages/fund/fund-page') },
  { path: routePath(paths.fund.detail), title: '金融产品详情', load: () => import('../../pages/fund-detail/fund-detail-page') },
  { path: routePath(paths.personalCenter.myFinancing.list), title: '我的融资', load: () => import('../../pages/my-financing/my-financing-page') },
  { path: routePath(paths.personalCenter.myFinancing.detail), title: '融资申请详情', load: () => import('../../pages/my-financing/my-financing-detail-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default fundScreens;
