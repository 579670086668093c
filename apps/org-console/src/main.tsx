import { renderApp } from '@smes/shell';
import { APP_NAME, appConfig } from './app/config';
import { consoleBrandByAccountType, consoleNavItems, consoleScreens, consoleUserArea } from './app/routes';

renderApp({
  config: appConfig,
  appName: APP_NAME,
  appOrigin: appConfig.consoleOrigin,
  screens: consoleScreens,
  navItems: consoleNavItems,
  userArea: consoleUserArea,
  brandByAccountType: consoleBrandByAccountType,
  loadLayout: () => import('./app/layout'),
});
