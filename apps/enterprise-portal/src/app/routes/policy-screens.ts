import { announcementQueryOptions, dictDataQueryOptions, interpretationQueryOptions, noticeQueryOptions, policyQueryOptions } from '@smes/api';
import { prefetchByRouteId, type ScreenRoute } from '@smes/shell';
import { POLICY_DETAIL_DICTS } from '../../features/policy/policy-detail-dicts';
import { paths, routePath } from '../paths';

const prefetchPolicy = prefetchByRouteId(policyQueryOptions, ({ queryClient, portal }) =>
  POLICY_DETAIL_DICTS.map((type) => queryClient.prefetchQuery(dictDataQueryOptions(portal, type))),
);

/**
 * Screens of this area (path from paths.ts, Chinese title, lazy module). A detail's query starts beside its
 * chunk (prefetchByRouteId): its title is the page's largest paint.
 */
export const policyScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.findpolicy), title: '找政策', load: () => import('../../pages/findpolicy/findpolicy-page') },
  { path: routePath(paths.policyNotice.list), title: '政策原文检索', load: () => import('../../pages/policy-notice/policy-notice-page') },
  {
    path: routePath(paths.policyNotice.detail),
    title: '政策原文详情',
    load: () => import('../../pages/policy-notice/policy-notice-detail-page'),
    prefetch: prefetchPolicy,
  },
  {
    path: routePath(paths.policyNotice.policyDetail),
    title: '政策详情',
    load: () => import('../../pages/policy-notice/policy-notice-detail-page'),
    prefetch: prefetchPolicy,
  },
  {
    path: routePath(paths.declarationNotice.list),
    title: '申报通知检索',
    load: () => import('../../pages/declaration-notice/declaration-notice-page'),
  },
  {
    path: routePath(paths.declarationNotice.detail),
    title: '申报通知详情',
    load: () => import('../../pages/declaration-notice/declaration-notice-detail-page'),
    prefetch: prefetchByRouteId(noticeQueryOptions),
  },
  {
    path: routePath(paths.policyInterpretation.list),
    title: '政策解读',
    load: () => import('../../pages/policy-interpretation/policy-interpretation-page'),
  },
  {
    path: routePath(paths.policyInterpretation.detail),
    title: '政策解读详情',
    load: () => import('../../pages/policy-interpretation/policy-interpretation-detail-page'),
    prefetch: prefetchByRouteId(interpretationQueryOptions),
  },
  {
    path: routePath(paths.publicAnnouncement.list),
    title: '公示公告检索',
    load: () => import('../../pages/public-announcement/public-announcement-page'),
  },
  {
    path: routePath(paths.publicAnnouncement.detail),
    title: '公示公告详情',
    load: () => import('../../pages/public-announcement/public-announcement-detail-page'),
    prefetch: prefetchByRouteId(announcementQueryOptions),
  },
  { path: routePath(paths.nationwide), title: '全国政策概览', load: () => import('../../pages/nationwide/nationwide-page') },
  { path: routePath(paths.personalCenter.myFavorite), title: '我的收藏', load: () => import('../../pages/my-favorite/my-favorite-page') },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default policyScreens;
