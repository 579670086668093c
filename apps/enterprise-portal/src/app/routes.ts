import type { ScreenRoute } from '@smes/shell';
import { applicationScreens } from './routes/application-screens';
import { compareScreens } from './routes/compare-screens';
import { matchScreens } from './routes/match-screens';
import { policyScreens } from './routes/policy-screens';
import { subscriptionScreens } from './routes/subscription-screens';
import { prefetchHome } from '../pages/home/home-prefetch';

/**
 * The portal's screens: path, Chinese page title (document.title and the visit record's `type`),
 * lazy module. Paths are the spec's (§2); an area appears here only once it works against real data.
 */
export const portalScreens: readonly ScreenRoute[] = [
  { path: 'home', title: '首页', load: () => import('../pages/home/home-page'), prefetch: prefetchHome },
  { path: 'findpolicy', title: '找政策', load: () => import('../pages/findpolicy/findpolicy-page') },
  {
    path: 'findpolicy/DeclarationProject',
    title: '申报项目检索',
    load: () => import('../pages/declaration-project/declaration-project-page'),
  },
  {
    path: 'findpolicy/DeclarationProjectDetail/:id',
    title: '申报项目详情',
    load: () => import('../pages/declaration-project/declaration-project-detail-page'),
  },
  { path: 'feedback', title: '意见反馈', load: () => import('../pages/feedback/feedback-page') },
  { path: 'login', title: '登录', load: () => import('../pages/login/login-page') },
  { path: 'register', title: '注册', load: () => import('../pages/register/register-page') },
  ...policyScreens,
  ...matchScreens,
  ...applicationScreens,
  ...compareScreens,
  ...subscriptionScreens,
  { path: '*', title: '页面不存在', load: () => import('../pages/not-found/not-found-page') },
];

/** The header's areas. */
export const portalNavItems = [
  { label: '首页', to: '/home' },
  { label: '找政策', to: '/findpolicy', end: true },
  { label: '政策原文', to: '/findpolicy/policyNotice' },
  { label: '申报通知', to: '/findpolicy/DeclarationNotice' },
  { label: '申报项目', to: '/findpolicy/DeclarationProject' },
  { label: '智能匹配', to: '/findpolicy/policyMatch' },
  { label: '区域对比', to: '/policy/RegionalCompare' },
  { label: '全国政策', to: '/Nationwide' },
];
