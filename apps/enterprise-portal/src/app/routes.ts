import type { ScreenRoute } from '@smes/shell';

/**
 * The portal's screens: path, Chinese page title (document.title and the visit record's `type`),
 * lazy module. Paths are the spec's (§2); an area appears here only once it works against real data.
 */
export const portalScreens: readonly ScreenRoute[] = [
  { path: 'home', title: '首页', load: () => import('../pages/home/home-page') },
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
  { path: '*', title: '页面不存在', load: () => import('../pages/not-found/not-found-page') },
];

/** The header's areas. */
export const portalNavItems = [
  { label: '首页', to: '/home' },
  { label: '找政策', to: '/findpolicy' },
  { label: '申报项目', to: '/findpolicy/DeclarationProject' },
  { label: '意见反馈', to: '/feedback' },
];
