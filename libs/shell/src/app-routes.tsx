import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingState, RouteErrorPage } from '@smes/ui';
import { AppLayout, type AppLayoutProps } from './app-layout';
import { HOME_PATH } from './app-providers';
import type { PrefetchQueue } from './route-prefetch';
import { toRouteObjects, type ScreenRoute } from './route-table';

export type AppRoutesOptions = {
  screens: readonly ScreenRoute[];
  navItems: AppLayoutProps['navItems'];
  userArea?: AppLayoutProps['userArea'];
  footer?: ReactNode;
  /** Where screens' prefetches wait for the providers (render-app.tsx). */
  prefetchQueue?: PrefetchQueue;
};

/**
 * Everything sits under one global layout at "/" (spec §2): the index goes home, "/history" redirects
 * to "/", and every screen is a lazy child whose failures (a chunk that will not load included) show
 * inside the layout instead of replacing it.
 */
export function createAppRoutes({ screens, navItems, userArea, footer, prefetchQueue }: AppRoutesOptions): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout navItems={navItems} userArea={userArea} footer={footer} />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <LoadingState />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        { path: 'history', element: <Navigate to="/" replace /> },
        { errorElement: <RouteErrorPage />, children: toRouteObjects(screens, prefetchQueue) },
      ],
    },
  ];
}
