import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';
import { prefetchHome } from '../../pages/home/home-prefetch';

/** The portal's own screens, outside any area (path from paths.ts, Chinese title, lazy module). */
export const siteScreens: readonly ScreenRoute[] = [
  { path: routePath(paths.home), title: '首页', load: () => import('../../pages/home/home-page'), prefetch: prefetchHome },
  { path: routePath(paths.feedback), title: '意见反馈', load: () => import('../../pages/feedback/feedback-page') },
  { path: routePath(paths.accessibility), title: '无障碍声明', load: () => import('../../pages/accessibility/accessibility-page') },
  { path: routePath(paths.privacyPolicy), title: '隐私政策', load: () => import('../../pages/privacy-policy/privacy-policy-page') },
  { path: routePath(paths.userAgreement), title: '用户协议', load: () => import('../../pages/user-agreement/user-agreement-page') },
  { path: routePath(paths.login), title: '登录', load: () => import('../../pages/login/login-page') },
  { path: routePath(paths.register), title: '注册', load: () => import('../../pages/register/register-page') },
];
