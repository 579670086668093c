import type { ScreenRoute } from '@smes/shell';

/** Screens of this area (path without the leading slash, Chinese title, lazy module). */
export const matchScreens: readonly ScreenRoute[] = [
  {
    path: 'PersonalCenter/enterpriseInformation',
    title: '企业信息',
    load: () => import('../../pages/enterprise-information/enterprise-information-page'),
  },
  { path: 'findpolicy/policyMatch', title: '智能政策匹配', load: () => import('../../pages/policy-match/policy-match-page') },
  {
    path: 'findpolicy/policyMatch/proceed',
    title: '匹配问卷',
    load: () => import('../../pages/policy-match/policy-match-proceed-page'),
  },
  {
    path: 'findpolicy/policyMatch/report',
    title: '匹配报告',
    load: () => import('../../pages/policy-match/policy-match-report-page'),
  },
  { path: 'PersonalCenter/myReport', title: '我的报告', load: () => import('../../pages/my-report/my-report-page') },
  { path: 'PersonalCenter/myReport/:id', title: '报告详情', load: () => import('../../pages/my-report/my-report-detail-page') },
];
