import type { ScreenRoute } from '@smes/shell';

/** Screens of this area (path without the leading slash, Chinese title, lazy module). */
export const subscriptionScreens: readonly ScreenRoute[] = [
  {
    path: 'PersonalCenter/mySubscription',
    title: '我的订阅',
    load: () => import('../../pages/my-subscription/my-subscription-page'),
  },
  {
    path: 'PersonalCenter/messageCenter',
    title: '消息中心',
    load: () => import('../../pages/message-center/message-center-page'),
  },
];
