import type { ScreenRoute } from '@smes/shell';

/** Screens of this area (path without the leading slash, Chinese title, lazy module). */
export const policyScreens: readonly ScreenRoute[] = [
  { path: 'findpolicy/policyNotice', title: '政策原文检索', load: () => import('../../pages/policy-notice/policy-notice-page') },
  { path: 'findpolicy/policyNoticeDetails/:id', title: '政策原文详情', load: () => import('../../pages/policy-notice/policy-detail-page') },
  { path: 'policy/PolicyDetail/:id', title: '政策详情', load: () => import('../../pages/policy-notice/policy-detail-page') },
  { path: 'findpolicy/DeclarationNotice', title: '申报通知检索', load: () => import('../../pages/declaration-notice/declaration-notice-page') },
  {
    path: 'findpolicy/DeclarationNotice/detail/:id',
    title: '申报通知详情',
    load: () => import('../../pages/declaration-notice/declaration-notice-detail-page'),
  },
  {
    path: 'findpolicy/PolicyInterpretation',
    title: '政策解读',
    load: () => import('../../pages/policy-interpretation/policy-interpretation-page'),
  },
  {
    path: 'findpolicy/PolicyInterpretation/detail/:id',
    title: '政策解读详情',
    load: () => import('../../pages/policy-interpretation/policy-interpretation-detail-page'),
  },
  {
    path: 'findpolicy/PublicAnnouncement',
    title: '公示公告检索',
    load: () => import('../../pages/public-announcement/public-announcement-page'),
  },
  {
    path: 'findpolicy/PublicAnnouncement/detail/:id',
    title: '公示公告详情',
    load: () => import('../../pages/public-announcement/public-announcement-detail-page'),
  },
  { path: 'Nationwide', title: '全国政策概览', load: () => import('../../pages/nationwide/nationwide-page') },
  { path: 'PersonalCenter/myFavorite', title: '我的收藏', load: () => import('../../pages/my-favorite/my-favorite-page') },
];
