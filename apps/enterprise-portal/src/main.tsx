import { renderApp } from '@smes/shell';
import { APP_NAME, appConfig } from './app/config';
import { portalNavItems } from './app/nav-items';
import { portalAreas, portalEntryScreens } from './app/route-areas';
import { paths } from './app/paths';

renderApp({
  config: appConfig,
  appName: APP_NAME,
  appOrigin: appConfig.portalOrigin,
  screens: portalEntryScreens,
  areas: portalAreas,
  navItems: portalNavItems,
  // The account menu's entries (the personal center's list) come with the signed-in corner, not the first load (ADR 129).
  userArea: {
    registerPath: paths.register,
    loadItems: () => import('./shared/personal-center/personal-center-nav').then((module) => module.PERSONAL_CENTER_NAV),
    messageCenterPath: paths.personalCenter.messageCenter,
  },
  loadLayout: () => import('./app/layout'),
});
