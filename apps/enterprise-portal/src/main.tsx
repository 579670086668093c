import { renderApp } from '@smes/shell';
import { APP_NAME, appConfig } from './app/config';
import { PortalFooter } from './app/portal-footer';
import { portalNavItems, portalScreens } from './app/routes';
import { MESSAGE_CENTER_PATH } from './features/subscription/subscription-paths';
import { PERSONAL_CENTER_NAV } from './shared/personal-center/personal-center-nav';

renderApp({
  config: appConfig,
  appName: APP_NAME,
  appOrigin: appConfig.portalOrigin,
  screens: portalScreens,
  navItems: portalNavItems,
  userArea: { registerPath: '/register', items: [...PERSONAL_CENTER_NAV], messageCenterPath: MESSAGE_CENTER_PATH },
  footer: <PortalFooter />,
});
