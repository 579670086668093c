import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from './paths';

/** The console's screens: path, Chinese page title (document.title and the visit record), lazy module. */
export const consoleScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.home), title: '工作台', load: () => import('../pages/home/home-page') },
  { path: routePath(paths.login), title: '登录', load: () => import('../pages/login/login-page') },
  { path: '*', title: '页面不存在', load: () => import('../pages/not-found/not-found-page') },
];

export const consoleNavItems = [{ label: '工作台', to: paths.home }];
