import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** Screens of this area (path from paths.ts, Chinese title, lazy module). */
export const matchScreens: readonly ScreenRoute[] = [
  {
    path: routePath(paths.personalCenter.enterpriseInformation),
    title: '企业信息',
    load: () => import('../../pages/enterprise-information/enterprise-information-page'),
  },
  { path: routePath(paths.policyMatch.index), title: '智能政策匹配', load: () => import('../../pages/policy-match/policy-match-page') },
  { path: routePath(paths.policyMatch.proceed), title: '匹配问卷', load: () => import('../../pages/policy-match/policy-match-proceed-page') },
  { path: routePath(paths.policyMatch.report), title: '匹配报告', load: () => import('../../pages/policy-match/policy-match-report-page') },
  { path: routePath(paths.personalCenter.myReport.list), title: '我的报告', load: () => import('../../pages/my-report/my-report-page') },
  { path: routePath(paths.personalCenter.myReport.detail), title: '报告详情', load: () => import('../../pages/my-report/my-report-detail-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default matchScreens;
