import { renderApp } from '@smes/shell';
import { APP_NAME, appConfig } from './app/config';
import { portalNavItems } from './app/nav-items';
import { portalAreas, portalEntryScreens } from './app/route-areas';
import { PERSONAL_CENTER_NAV } from './shared/personal-center/personal-center-nav';
import { paths } from './app/paths';

renderApp({
  config: appConfig,
  appName: APP_NAME,
  appOrigin: appConfig.portalOrigin,
  screens: portalEntryScreens,
  areas: portalAreas,
  navItems: portalNavItems,
  userArea: { registerPath: paths.register, items: [...PERSONAL_CENTER_NAV], messageCenterPath: paths.personalCenter.messageCenter },
  loadLayout: () => import('./app/layout'),
});
