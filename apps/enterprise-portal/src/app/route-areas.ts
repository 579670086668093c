import { createElement } from 'react';
import type { ScreenArea, ScreenRoute } from '@smes/shell';
import { paths, routePath } from './paths';
import { siteScreens } from './routes/site-screens';

/**
 * The portal's screens by area, as the first-load JavaScript holds them (ADR 119): each area's addresses (paths.ts;
 * a group such as `paths.news` stands for every address in it, in its order: ADR 133)
 * and the `import()` of its table, routes/<area>-screens.ts (path, Chinese title — document.title and the visit
 * record's `type` —, lazy module, prefetch). The router is handed an area's addresses when a navigation first reaches
 * one of them (ADR 130); an address's first visit loads its area's table before its screen. The site's own screens (首页, 登录, 注册, the legal pages) are not an area:
 * their table stays in the entry (`portalEntryScreens`), so /home fetches no table of its own and its prefetch's
 * queries stay in the entry instead of a dozen small chunks (measured: /home 205.2 KiB with the site's table in the
 * entry, 207.9 as an area). The order is the site map's. route-areas.test.ts holds each area's addresses equal to its
 * table's and app/routes.ts's `portalScreens` (the whole table, for tests) equal to these.
 */
export const portalAreas: readonly ScreenArea[] = [
  {
    paths: [paths.findpolicy, paths.policyNotice, paths.declarationNotice, paths.policyInterpretation, paths.publicAnnouncement, paths.nationwide, paths.personalCenter.myFavorite],
    load: () => import('./routes/policy-screens'),
  },
  {
    paths: [paths.declarationProject],
    load: () => import('./routes/declaration-screens'),
  },
  {
    paths: [paths.personalCenter.enterpriseInformation, paths.policyMatch, paths.personalCenter.myReport],
    load: () => import('./routes/match-screens'),
  },
  {
    paths: [paths.projectEvaluation, paths.projectApplication, paths.personalCenter.myApplication, paths.personalCenter.myApplicationProgress],
    load: () => import('./routes/application-screens'),
  },
  {
    paths: [paths.regionalCompare],
    load: () => import('./routes/compare-screens'),
  },
  {
    paths: [paths.personalCenter.mySubscription, paths.personalCenter.messageCenter],
    load: () => import('./routes/subscription-screens'),
  },
  {
    paths: [paths.aiAssistant],
    load: () => import('./routes/assistant-screens'),
  },
  {
    paths: [paths.declarationCalendar, paths.personalCenter.myFollow],
    load: () => import('./routes/calendar-screens'),
  },
  {
    paths: [paths.serviceAuthentication],
    load: () => import('./routes/certification-screens'),
  },
  {
    paths: [paths.service, paths.personalCenter.myOrder, paths.personalCenter.myReview],
    load: () => import('./routes/service-screens'),
  },
  {
    paths: [paths.news],
    load: () => import('./routes/news-screens'),
  },
  {
    paths: [paths.market.custom, paths.enterpriseProfile, paths.market.platform],
    load: () => import('./routes/market-sme-screens'),
  },
  {
    paths: [paths.activity, paths.personalCenter.myRegistration],
    load: () => import('./routes/activity-screens'),
  },
  {
    paths: [paths.course, paths.personalCenter.myCourse],
    load: () => import('./routes/course-screens'),
  },
  {
    paths: [paths.highEvaluation.home, paths.specialization.home, paths.highEvaluation.detection, paths.highEvaluation.problem, paths.highEvaluation.report, paths.specialization.detection, paths.specialization.problem, paths.specialization.report],
    load: () => import('./routes/evaluation-screens'),
  },
  {
    paths: [paths.governmentService],
    load: () => import('./routes/gov-service-screens'),
  },
  {
    paths: [paths.market.hub, paths.market.order, paths.market.requirements, paths.personalCenter.demand],
    load: () => import('./routes/market-screens'),
  },
  {
    paths: [paths.enterprise],
    load: () => import('./routes/enterprise-screens'),
  },
  {
    paths: [paths.fund, paths.personalCenter.myFinancing],
    load: () => import('./routes/fund-screens'),
  },
  {
    paths: [paths.talent, paths.personalCenter.myContract],
    load: () => import('./routes/talent-screens'),
  },
  {
    paths: [paths.personalCenter.home, paths.personalCenter.accountSetting],
    load: () => import('./routes/personal-center-screens'),
  },
  {
    paths: [paths.search],
    load: () => import('./routes/search-screens'),
  },
];

/** The whole table in the site map's order: the site's screens, every area's, 网站地图 and the catch-all. */
export function loadPortalScreens(): Promise<ScreenRoute[]> {
  return Promise.all(portalAreas.map((area) => area.load())).then((tables) => [...siteScreens, ...tables.flatMap((table) => table.default), ...portalLastScreens]);
}

/**
 * The last screens of the table, in the entry: 网站地图, generated from the whole table (it loads every area), and the
 * catch-all, so an unknown address shows the not-found page without loading any area.
 */
export const portalLastScreens: readonly ScreenRoute[] = [
  {
    path: routePath(paths.siteMap),
    title: '网站地图',
    load: () =>
      Promise.all([import('../pages/site-map/site-map-page'), loadPortalScreens()]).then(([{ SiteMapPage }, screens]) => ({
        default: () => createElement(SiteMapPage, { screens }),
      })),
  },
  { path: '*', title: '页面不存在', load: () => import('../pages/not-found/not-found-page') },
];

/** The screens of the first-load JavaScript: the site's own and the last two. */
export const portalEntryScreens: readonly ScreenRoute[] = [...siteScreens, ...portalLastScreens];
