import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** 企业评测's ledger screens (spec Enterprise): path from paths.ts, Chinese title, lazy module. */
export const enterpriseScreens: readonly ScreenRoute[] = [
  {
    path: routePath(paths.enterprise.overview),
    title: '企业档案一览',
    load: () => import('../../pages/enterprise-overview/enterprise-overview-page'),
  },
  {
    path: routePath(paths.enterprise.knowledgeRecord),
    title: '知识产权台账',
    load: () => import('../../pages/knowledge-record/knowledge-record-page'),
  },
  {
    path: routePath(paths.enterprise.brandSeamDetail),
    title: '品牌评分',
    load: () => import('../../pages/brand-seam-detail/brand-seam-detail-page'),
  },
  {
    path: routePath(paths.enterprise.ipSteward),
    title: '知识产权管家',
    load: () => import('../../pages/intellectual-property-steward/intellectual-property-steward-page'),
  },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default enterpriseScreens;
