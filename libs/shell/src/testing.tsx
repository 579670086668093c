import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { DEFAULT_CONFIG } from '@smes/config';
import { AppProviders } from './app-providers';
import { createAppRoutes, type AppRoutesOptions } from './app-routes';

export type RenderScreensOptions = Partial<Omit<AppRoutesOptions, 'loadLayout'>> & Pick<AppRoutesOptions, 'screens'> & {
  /** The address to start at, e.g. '/findpolicy/DeclarationProject?pageNum=2'. */
  path: string;
  appOrigin?: string;
};

/**
 * Integration-test harness (`@smes/shell/testing`): the app's real route table under the real layout
 * and providers, in a memory router, against the stand-in's default addresses (intercept them with MSW).
 */
export function renderScreens({ path, screens, navItems = [], userArea, brandByAccountType, footer, appOrigin = DEFAULT_CONFIG.portalOrigin }: RenderScreensOptions) {
  const router = createMemoryRouter(createAppRoutes({ screens, navItems, userArea, brandByAccountType, footer, loadLayout: () => import('./app-layout') }).routes, {
    initialEntries: [path],
  });
  const view = render(
    <AppProviders config={DEFAULT_CONFIG} appName="测试门户" appOrigin={appOrigin}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
