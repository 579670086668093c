import { renderApp } from '@smes/shell';
import { APP_NAME, appConfig } from './app/config';
import { portalNavItems, portalScreens } from './app/routes';
import { PERSONAL_CENTER_NAV } from './shared/personal-center/personal-center-nav';
import { paths } from './app/paths';

renderApp({
  config: appConfig,
  appName: APP_NAME,
  appOrigin: appConfig.portalOrigin,
  screens: portalScreens,
  navItems: portalNavItems,
  userArea: { registerPath: paths.register, items: [...PERSONAL_CENTER_NAV], messageCenterPath: paths.personalCenter.messageCenter },
  loadLayout: () => import('./app/layout'),
});
