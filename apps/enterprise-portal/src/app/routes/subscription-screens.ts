import type { ScreenRoute } from '@smes/shell';
import { paths, routePath } from '../paths';

/** Screens of this area (path from paths.ts, Chinese title, lazy module). */
export const subscriptionScreens: readonly ScreenRoute[] = [
  {
    path: routePath(paths.personalCenter.mySubscription),
    title: '我的订阅',
    load: () => import('../../pages/my-subscription/my-subscription-page'),
  },
  {
    path: routePath(paths.personalCenter.messageCenter),
    title: '消息中心',
    load: () => import('../../pages/message-center/message-center-page'),
  },
];

/** The table as the area loads it (route-areas.ts): the module's default, one name for every area. */
export default subscriptionScreens;
