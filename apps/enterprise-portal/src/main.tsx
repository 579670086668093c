import { renderApp } from '@smes/shell';
import { APP_NAME, appConfig } from './app/config';
import { PortalFooter } from './app/portal-footer';
import { portalNavItems, portalScreens } from './app/routes';

renderApp({
  config: appConfig,
  appName: APP_NAME,
  appOrigin: appConfig.portalOrigin,
  screens: portalScreens,
  navItems: portalNavItems,
  userArea: { registerPath: '/register' },
  footer: <PortalFooter />,
});
